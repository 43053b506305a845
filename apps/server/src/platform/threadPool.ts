/**
 * libuv's pool size when the operator set none: one thread per core, at least two. libuv's own
 * default is four. Sign-ins hash on the pool (argon2id, 19 MiB each): on two cores, four hashes
 * at once thrash the caches and take each other's time slices, 9.6 ms of CPU per verification
 * in the server against 8.0 ms bare, and sign-ins ran 145-149 per second against 168-170 with
 * two threads (docs/history/performance-diary.md, session 15). On more cores, more threads hash in parallel.
 * The pool is FIFO for every job (files, large compressions), so the other jobs wait behind
 * hashes either way; with fewer threads they each finish sooner.
 */
export function threadPoolSize(env: NodeJS.ProcessEnv, cores: number): string {
  const chosen = env.UV_THREADPOOL_SIZE?.trim();
  return chosen ? chosen : String(Math.max(2, cores));
}
