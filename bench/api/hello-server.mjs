import { createServer } from 'node:http';

// The baseline of the `memory` benchmark's idle RSS: the least a Node HTTP server can do for a JSON answer. Plain
// JavaScript run by plain `node`, as the app server's bundle is (bench/api/baseline-server.ts), so both pay the same
// process layout and client.
const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error('usage: hello-server.mjs <port>');

const body = JSON.stringify({ hello: 'world' });

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(port, '127.0.0.1');
