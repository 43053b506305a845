/**
 * zod compiles an object schema's parser with `new Function` after probing whether eval is
 * allowed. The console's content security policy forbids eval, so the probe only logged a CSP
 * violation on every signed-in page (Lighthouse best practices 96) and zod fell back to its
 * interpreter anyway. Saying so up front skips the probe. zod reads this object from globalThis
 * when it loads (`__zod_globalConfig ??= {}`), so it is set here, before any lazy chunk carrying
 * zod loads, without putting zod itself on the sign-in page. The server keeps the compiled
 * parsers: its answers are checked at volume and it has no CSP.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};
