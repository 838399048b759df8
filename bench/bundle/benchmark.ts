import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seedSharedCard } from '../../e2e/support/cards';
import { startAppServer } from '../support/app-server';
import { launchChromium } from '../support/chromium';
import type { Benchmark, BenchmarkOutput } from '../types';
import { buildFloor, buildSpaIfStale } from './builds';
import { type PageDownload, bundleFigures } from './figures';
import { firstDownload } from './first-download';
import { serveFloor } from './floor-server';
import { lazyChunks } from './lazy-chunks';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4431;
const floorPort = 4432;

const progress = (message: string) => console.info(`  bundle: ${message}`);

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const measurePages = async (browser: Browser, baseUrl: string, previewLink: string): Promise<PageDownload[]> => {
  const routes = [
    { id: 'landing', route: '/', path: '/' },
    { id: 'articles', route: '/articles', path: '/articles' },
    { id: 'sign-in', route: '/sign-in', path: '/sign-in' },
    { id: 'preview', route: '/preview/:link', path: `/preview/${previewLink}` },
  ];
  const pages: PageDownload[] = [];
  for (const { id, route, path: pagePath } of routes) {
    progress(`first download of ${route}`);
    pages.push({ id, route, download: await firstDownload(browser, `${baseUrl}${pagePath}?lng=en`, pageHeading) });
  }
  return pages;
};

const measure = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  const floorDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-bundle-floor-'));
  cleanups.push(async () => rmSync(floorDir, { recursive: true, force: true }));
  // webpack is single-threaded: on two cores the two builds run side by side in about the time of the larger one.
  progress('building dist/ (if stale) and the floor');
  await Promise.all([buildSpaIfStale(), buildFloor(floorDir)]);
  const chunks = lazyChunks();

  progress(`starting the server on port ${appPort} and the floor on ${floorPort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);
  const floorServer = await serveFloor(floorDir, floorPort);
  cleanups.push(floorServer.close);
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  progress('first download of the floor');
  const floor = await firstDownload(browser, `${floorServer.url}/?lng=en`, (page) =>
    page.getByRole('button', { name: 'Sign in' }),
  );
  const pages = await measurePages(browser, server.url, card.previewLink);
  return bundleFigures({ browserVersion: browser.version(), floor, pages, chunks });
};

export const bundleBenchmark: Benchmark = {
  name: 'bundle',
  description:
    'The JS and CSS each public page fetches for its first paint, against a floor built by the same webpack ' +
    'config from an entry with only the app’s providers, one app bar and one button; and every lazy chunk.',
  run: () => withCleanups(measure),
};
