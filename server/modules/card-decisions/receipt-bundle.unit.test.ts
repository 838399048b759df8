import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pdfText } from '../../../server-test/pdf-text';
import { buildBundle, serverInputs } from '../../cli/server-bundle';
import { repositoryRoot } from '../../repository-root';

// The production server is an esbuild bundle run with plain node: pdfkit reads its own data files and the receipt
// reads DejaVu Sans from node_modules at run time, so a receipt must render from a bundle made the same way.
describe('the PDF receipt in a server bundle', () => {
  const cacheDir = path.join(repositoryRoot, 'node_modules', '.cache', 'dentiqo-receipt-bundle-test');
  let outDir: string;

  beforeAll(() => {
    mkdirSync(cacheDir, { recursive: true });
    outDir = mkdtempSync(path.join(cacheDir, 'bundle-'));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('renders with plain node, Cyrillic included', async () => {
    const entryPoints = { receipt: 'server-test/receipt-bundle-entry.ts' };
    await buildBundle({ dir: outDir, entryPoints, inputs: serverInputs });
    const run = spawnSync(process.execPath, [path.join(outDir, 'receipt.js')], { cwd: outDir, timeout: 30_000 });
    expect(run.stderr.toString()).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(run.stdout);
    expect(text).toContain('План лікування прийнято');
    expect(text).toContain('Клініка «Усмішка»');
  }, 60_000);
});
