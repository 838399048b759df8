import { createRequire } from 'node:module';
import { seedSharedCard } from '../../e2e/support/cards';
import { startAppServer } from '../support/app-server';
import { buildSpaIfStale } from '../support/build-spa';
import type { Benchmark, BenchmarkOutput } from '../types';
import { type AuditRun, audit } from './audit';
import { serveBaselinePage } from './baseline-page';
import { launchAuditBrowser } from './chrome';
import { type PageRuns, lighthouseFigures } from './figures';
import { auditedPages } from './pages';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4440;
const baselinePort = 4441;
const rounds = 3;

const progress = (message: string) => console.info(`  lighthouse: ${message}`);

const lighthouseVersion = (): string =>
  (createRequire(__filename)('lighthouse/package.json') as { version: string }).version;

const measure = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  buildSpaIfStale();
  progress(`starting the server on port ${appPort} and the baseline page on ${baselinePort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);
  const baseline = await serveBaselinePage(baselinePort);
  cleanups.push(baseline.close);
  progress('seeding a clinic and its shared card');
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
  const browser = await launchAuditBrowser();
  cleanups.push(browser.close);

  const pages: PageRuns[] = auditedPages(`/preview/${card.previewLink}`).map((page) => ({ page, runs: [] }));
  const baselineRuns: AuditRun[] = [];
  const retries: string[] = [];
  const auditPage = (url: string) =>
    audit(url, browser.port, (reason) => {
      progress(`again: ${reason}`);
      retries.push(reason);
    });
  // Rounds over all pages rather than three runs of one page in a row: the machine's load then falls on every page.
  for (let round = 1; round <= rounds; round += 1) {
    progress(`round ${round} of ${rounds}: baseline`);
    baselineRuns.push(await auditPage(baseline.url));
    for (const entry of pages) {
      progress(`round ${round} of ${rounds}: ${entry.page.path}`);
      entry.runs.push(await auditPage(`${server.url}${entry.page.path}`));
    }
  }
  return lighthouseFigures({
    pages,
    baselineRuns,
    browserVersion: browser.version,
    lighthouseVersion: lighthouseVersion(),
    retries,
  });
};

export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  description:
    'Lighthouse (mobile preset, simulated throttling) on the public pages and a patient preview: the four category ' +
    'scores, LCP, TBT and CLS, medians of three runs, LCP against a one-heading page audited in the same rounds.',
  run: () => withCleanups(measure),
};
