import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineSmallStylesheets, inlineStylesheetMaxBytes } from './spa-inline-css';

let staticDir: string;
const writeCss = (name: string, css: string) => writeFileSync(path.join(staticDir, 'static', 'css', name), css);
const link = (name: string) => `<link href="/static/css/${name}" rel="stylesheet">`;

beforeEach(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-inline-css-'));
  mkdirSync(path.join(staticDir, 'static', 'css'), { recursive: true });
});
afterEach(() => rmSync(staticDir, { recursive: true, force: true }));

describe('inlineSmallStylesheets', () => {
  it("writes a small stylesheet into the page, without its source map's comment", async () => {
    writeCss('main.1.css', 'html {\n  background-color: #f5f8fc;\n}\n\n/*# sourceMappingURL=main.1.css.map*/');
    const html = `<head><title>x</title>${link('main.1.css')}</head><body></body>`;
    expect(await inlineSmallStylesheets(html, staticDir)).toBe(
      '<head><title>x</title><style>html {\n  background-color: #f5f8fc;\n}\n</style></head><body></body>',
    );
  });

  it('keeps the link of a stylesheet too large, missing, or holding what would end the element', async () => {
    writeCss('large.css', `a{color:red}${' '.repeat(inlineStylesheetMaxBytes)}`);
    writeCss('closing.css', 'a::after{content:"</style><script>"}');
    const html = `${link('large.css')}${link('missing.css')}${link('closing.css')}`;
    expect(await inlineSmallStylesheets(html, staticDir)).toBe(html);
  });

  it("leaves other links alone: another site's stylesheet, a path outside the build's CSS", async () => {
    writeCss('main.2.css', 'a{color:red}');
    const html =
      '<link href="https://fonts.example/x.css" rel="stylesheet"><link href="/static/css/../../secret.css" rel="stylesheet">';
    expect(await inlineSmallStylesheets(html, staticDir)).toBe(html);
  });
});
