// The HTTP floor of a bench: a Fastify hello-world (the server's own Fastify version) in its own
// process, as the real server runs in its own. Plain JavaScript so no transpiler adds to it, and
// no logger, so it is the best this machine's Node and HTTP stack can do.
// Usage: node helloServer.mjs <port>; prints 'listening' when ready.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
