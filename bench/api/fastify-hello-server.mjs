import Fastify from 'fastify';

// What the framework alone gives, measured beside the app in the `api` benchmark: Fastify with no plugin, no hook and
// no logger answering the same JSON as hello-server.mjs, through a response schema (the app declares one on every
// route). The app's budgets are ratios to the node:http server; this shows how much of that ratio the framework
// itself takes before any work of ours. Plain JavaScript run by plain `node`, like the other two servers.
const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error('usage: fastify-hello-server.mjs <port>');

const app = Fastify({ logger: false });
app.get(
  '/',
  { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } },
  async () => ({ hello: 'world' }),
);
await app.listen({ port, host: '127.0.0.1' });
