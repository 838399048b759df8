import { availableParallelism, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium-launch';

const port = Number(process.env.E2E_PORT || 4310);
const baseURL = `http://127.0.0.1:${port}`;

// The server's DATA_DIR, at a path fixed per user and port so the tests can read the e-mails it writes there (.eml
// files under mail/). Set here, the value reaches the web server and every test worker, which load this file too.
// The user's name keeps another user's run on the same machine from owning the path.
const runName = `dentiqo-e2e-${userInfo().username}-${port}`;
process.env.E2E_DATA_DIR ||= path.join(tmpdir(), runName);
const dataDir = process.env.E2E_DATA_DIR;
// The server's log of the whole run, which the global teardown scans for secrets; a new run starts it afresh.
process.env.E2E_SERVER_LOG ||= path.join(tmpdir(), `${runName}-server.log`);
const serverLog = process.env.E2E_SERVER_LOG;
// The folder the tests write sample cards, desktop-client state and installers into (e2e/support/scratch.ts); the
// global teardown removes it.
process.env.E2E_SCRATCH_DIR ||= path.join(tmpdir(), `${runName}-scratch`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Generous for a loaded 2-core CI machine running two browsers and the server: a landing load plus axe there has
  // taken 24 s of a 30 s limit. Slow journeys set their own, longer limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser per core, on CI and laptops alike (Playwright's own default is half the cores): the tests mostly wait
  // on the server and the browser's rendering, and on a 2-core machine two workers have been what CI runs.
  workers: availableParallelism(),
  // A failing test runs once more, recording a trace (below); if it then passes it is flaky, and the run fails anyway.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace for every test cost a fifth of the run's CPU (4.0 against 3.2 minutes on 2 cores); a failure's
    // retry records one instead.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
      // Chromium names a download from the locale's character set: under the bare C locale of a CI shell a Cyrillic
      // file name (a Russian receipt) becomes "download". A patient's machine runs a UTF-8 locale; so does the browser.
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node --import tsx e2e/support/start-server.ts > "${serverLog}"`,
    url: `${baseURL}/api/ready`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
