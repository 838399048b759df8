import { type LaunchedChrome, launch } from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium-launch';

// The browser tests' flags, less the SwiftShader pair: the audited pages draw no WebGL, and Lighthouse wants the
// browser as close to a stock one as these machines allow.
const lighthouseFlags = chromiumArgs.filter((flag) => !/swiftshader/.test(flag));

export interface AuditBrowser {
  port: number;
  version: string;
  /** Kills the browser by its own PID (chrome-launcher's kill) and removes its profile. */
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, started by chrome-launcher so Lighthouse can drive it over its debugging port. */
export const launchAuditBrowser = async (): Promise<AuditBrowser> => {
  const chrome: LaunchedChrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...lighthouseFlags],
    logLevel: 'silent',
    // Our SIGINT handling (bench/support/app-server.ts) stops the server; the browser is killed in close().
    handleSIGINT: false,
  });
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser: version } = (await response.json()) as { Browser: string };
  return { port: chrome.port, version, close: async () => chrome.kill() };
};
