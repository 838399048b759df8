import { type Server, createServer } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';

export interface BaselineServer {
  url: string;
  close: () => Promise<void>;
}

const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`;
const host = `<div id="host" role="application" aria-label="Baseline cube" tabindex="0" style="display:inline-block"></div>`;

/** The cube, drawn as soon as the page has loaded. */
const page = `<!doctype html>
<html lang="en">
  <head>${head}<title>Baseline: one lit cube</title></head>
  <body style="margin:0;background:#fff">
    ${host}
    <script src="/cube.js"></script>
  </body>
</html>`;

/** A tab that fetches and runs the cube's script when clicked, as the preview's 3D tab fetches the viewer's chunks. */
const tabPage = `<!doctype html>
<html lang="en">
  <head>${head}<title>Baseline: a tab with one lit cube</title></head>
  <body style="margin:0;background:#fff">
    <div role="tablist" aria-label="Views"><button role="tab" aria-selected="false" id="tab">3D</button></div>
    ${host}
    <script>
      document.getElementById('tab').addEventListener('click', (event) => {
        event.currentTarget.setAttribute('aria-selected', 'true');
        const script = document.createElement('script');
        script.src = '/cube.js';
        document.body.appendChild(script);
      }, { once: true });
    </script>
  </body>
</html>`;

/**
 * Bundles the cube scene (three.js from node_modules, minified) in memory and serves it on 127.0.0.1:`port`: at `/`
 * drawn at once, at `/tab` behind a tab.
 */
export const serveBaseline = async (port: number): Promise<BaselineServer> => {
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'cube-scene.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const server: Server = createServer((request, response) => {
    const route = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (route === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (route === '/tab') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(tabPage);
    else if (route === '/cube.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
