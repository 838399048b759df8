import { type Server, createServer } from 'node:http';

export interface BaselinePage {
  url: string;
  close: () => Promise<void>;
}

// The least a page can be: a title, a description and one heading, no script, no stylesheet. Its LCP is what the
// simulated phone and network cost before any of our own work, so a page's LCP reads as a multiple of it.
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Baseline: one heading</title>
    <meta name="description" content="A static page with one heading, the reference for the Lighthouse timings.">
  </head>
  <body><main><h1>One heading and nothing else</h1></main></body>
</html>`;

/** Serves the baseline page on 127.0.0.1:`port`. */
export const serveBaselinePage = async (port: number): Promise<BaselinePage> => {
  const server: Server = createServer((request, response) => {
    const route = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (route === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
