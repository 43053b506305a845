// The server's entry, built as dist/start.cjs: sizes libuv's pool, then loads the server
// (dist/main.js). CommonJS on purpose: libuv reads UV_THREADPOOL_SIZE when its pool starts, and
// Node reads an ES module entry, and every module it imports, on that pool, so the pool would
// start at libuv's default before any line of ours; a CommonJS file is read synchronously.
import { availableParallelism } from 'node:os';
import { threadPoolSize } from './platform/threadPool';

process.env.UV_THREADPOOL_SIZE = threadPoolSize(process.env, availableParallelism());
void import('./main.js');
