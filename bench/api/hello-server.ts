import { createServer } from 'node:http';

// The baseline of the `api` benchmark: the least a Node HTTP server can do for a JSON answer. Started as a child
// process like the app server (bench/api/baseline-server.ts), so both pay the same process layout and client.
const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error('usage: hello-server.ts <port>');

const body = JSON.stringify({ hello: 'world' });

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(port, '127.0.0.1');
