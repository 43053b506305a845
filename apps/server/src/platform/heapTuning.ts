/**
 * V8's heap settings for the server (docs/history/performance-diary.md, session 20).
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

/*
 * V8's young generation (--max-semi-space-size, 16 MB a semi-space by default on 64-bit) is left
 * as it is. On the board's load with the growth above (session 20): 64 MB made 1,206-1,212 calls
 * a second against 1,065-1,094 at 16, p95 61 against 68-70 ms, but a 100,000-mail campaign then
 * peaked at 329 MB RSS (budget 300) and the embedded demo idled at 392-394 MB (budget 250); 32 MB
 * was worse than 16 (scavenges of 7.8 ms on average against 3.2, 978-1,040 calls a second); and
 * it can only be set on the `node` command line, not from here.
 */
