import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import path from 'node:path';

const localesDir = path.resolve(__dirname, '..', '..', 'locales');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The file a request path names inside `dir`, or null when the path would leave it. */
const fileIn = (dir: string, requestPath: string): string | null => {
  const file = path.join(dir, decodeURIComponent(requestPath));
  return file.startsWith(dir + path.sep) ? file : null;
};

export interface FloorServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the floor's build (index.html for every page path) and the app's translations under /locales, as the real
 * server does; plain bytes, since the benchmark compresses each file itself.
 */
export const serveFloor = async (buildDir: string, port: number): Promise<FloorServer> => {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://floor');
    const file = pathname.startsWith('/locales/')
      ? fileIn(localesDir, pathname.slice('/locales'.length))
      : fileIn(buildDir, path.extname(pathname) ? pathname : '/index.html');
    if (!file) return void response.writeHead(400).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
