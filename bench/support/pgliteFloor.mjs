// The floor of an embedded start, for bench/start.bench.ts: Node, PGlite started on a copy of the
// server's migrated template with the server's settings, and an HTTP /healthz answering `select 1`.
// Nothing of the app (no modules, no routes, no seed). Plain JavaScript, so that no transpiler
// adds to what it measures. Usage: node pgliteFloor.mjs <template dir> <data dir> <port>
import { cpSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

const [template, dataDir, port, startParams] = process.argv.slice(2);
// The same V8 setting as the server's embedded mode (apps/server/src/main.ts).
setFlagsFromString('--liftoff-only');
cpSync(template, join(dataDir, 'pglite'), { recursive: true });
const db = await PGlite.create({
  dataDir: join(dataDir, 'pglite'),
  startParams: JSON.parse(startParams),
});
const server = createServer(async (_request, reply) => {
  await db.query('select 1');
  reply.setHeader('content-type', 'application/json');
  reply.end('{"status":"ok","database":"up"}');
});
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
