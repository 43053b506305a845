import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `from '…'`, `import '…'` and `import('…')`: every way our sources name another module. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const CONTRACTS = '@dealer/contracts';

/** The file a relative specifier names: `x.ts`, `x.tsx`, `x/index.ts`, or the path itself. */
function resolveFile(base: string): string | undefined {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Where a specifier leads among our own sources: relative paths, and the contracts package
 * (whose exports map `@dealer/contracts/x` to `src/x.ts`). Packages from npm are left out: the
 * lock file stands for them.
 */
function resolveOwn(specifier: string, from: string, contractsSrc: string): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  if (specifier === CONTRACTS) return resolveFile(join(contractsSrc, 'index'));
  if (specifier.startsWith(`${CONTRACTS}/`)) {
    return resolveFile(join(contractsSrc, specifier.slice(CONTRACTS.length + 1)));
  }
  return undefined;
}

/**
 * Every source file of ours that the entries reach through their imports, the entries included,
 * sorted: what decides what the entries do, apart from npm packages. Read from the text (no
 * compiler), so an import built at run time from a variable would be missed; our code has none
 * on the paths this serves.
 */
export function sourceClosure(entries: string[], contractsSrc: string): string[] {
  const seen = new Set<string>();
  const pending = entries.map((entry) => resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveOwn(specifier!, file, contractsSrc);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}
