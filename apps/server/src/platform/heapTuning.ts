/**
 * V8's heap settings for the server (docs/performance.md, session 20).
 *
 * Under load most of what a call allocates dies with the call, but the state of the calls in
 * flight (50 callers, each waiting tens of milliseconds for the pool) outlives a scavenge or two
 * and is promoted to the old generation. What decides how often V8 then runs a full collection is
 * how far the old generation may grow past what survived the last one.
 */

/**
 * Growth of the old generation past what survived the last full GC, in percent (V8 picks up to
 * 300 % on its own). 30 % (session 8, for a campaign send's memory) put the board's load through
 * 81 full collections in 25 s, back to back: their pauses held every call in flight, and the
 * board's p95 sat at 82-95 ms for a p50 of 45-55 ms. At 100 %: 9-11 full collections, p95 56-67
 * ms; a 100,000-mail campaign peaked at 214 MB RSS (budget 300) and the embedded demo idles at
 * 221-227 MB (budget 250), as before. Read at every limit recomputation, so main.ts can set it
 * at run time.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Each young-generation semi-space, in MB, for a server on PostgreSQL (V8's default on 64-bit is
 * 16). Larger, the calls in flight are scavenged less often and less of them is promoted: on the
 * board's load, interleaved, 1,189-1,210 calls a second at 32 MB against 1,090-1,108 at 16, p95
 * 61.5-64.4 against 68.0-68.6 ms. 64 MB did better still on the board, but a 100,000-mail
 * campaign then peaked at 329 MB RSS (budget 300; 254 MB at 32). V8 sizes the young generation
 * when the process starts, so it has to be a flag of the `node` command (NODE_OPTIONS). Not for
 * the embedded database: after the demo seed the young generation stays grown, and idle RSS went
 * from 221-227 MB to 392-394 MB at 64 (budget 250).
 */
export const POSTGRES_SEMI_SPACE_MB = 32;

const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * NODE_OPTIONS for a server started with `env`: on PostgreSQL (DATABASE_URL set) the semi-space
 * flag is added unless the operator chose a size; embedded, the options are left as they are.
 * Launchers (the tests' and benches' startServer) use it; README's Production section says the same.
 */
export function serverNodeOptions(env: Record<string, string | undefined>): string | undefined {
  const current = env.NODE_OPTIONS?.trim() || undefined;
  if (!env.DATABASE_URL || current?.includes(SEMI_SPACE_FLAG)) return current;
  const flag = `${SEMI_SPACE_FLAG}=${POSTGRES_SEMI_SPACE_MB}`;
  return current ? `${current} ${flag}` : flag;
}

/**
 * A line for the start-up log when a server on PostgreSQL runs with V8's default young
 * generation, saying what to set; nothing otherwise.
 */
export function semiSpaceAdvice(
  databaseUrl: string | undefined,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  if (!databaseUrl) return undefined;
  const chosen = [...execArgv, nodeOptions ?? ''].some((arg) => arg.includes(SEMI_SPACE_FLAG));
  if (chosen) return undefined;
  return (
    `PostgreSQL mode with V8's default young generation: start with ` +
    `NODE_OPTIONS=${SEMI_SPACE_FLAG}=${POSTGRES_SEMI_SPACE_MB} for ~9 % more calls a second ` +
    `under load (README, Production)`
  );
}
