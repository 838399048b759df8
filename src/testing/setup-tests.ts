import { format } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { contentHandlers } from './content-fixtures';
import { decisionHandlers } from './decision-fixtures';
import { cabinetHandlers } from './dashboard-fixtures';
import { server } from './msw-server';
import { previewHandlers } from './preview-fixtures';
import { settingsHandlers } from './settings-fixtures';
import { sharedPlansHandlers } from './shared-plans-fixtures';

// Lazy pages load through Suspense; on a busy shared machine that takes longer than findBy's default 1 s.
configure({ asyncUtilTimeout: 4000 });

// The site's content endpoints answer by default (the landing and the article metadata fetch content), and so do
// the cabinet's (every test that signs in lands on its dashboard, with no shared plans); a preview link opens no card
// unless a test says so. Passing them to resetHandlers makes them the initial handlers that every later reset
// returns to.
server.resetHandlers(
  ...contentHandlers,
  ...cabinetHandlers,
  ...sharedPlansHandlers,
  ...settingsHandlers,
  ...previewHandlers,
  ...decisionHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// What React, msw and the app write to console.error or console.warn fails the test that wrote it: a request no
// handler answers (msw only logs it, and the app shows its error state), a state update outside act(), an input
// switching between controlled and uncontrolled. A test that expects such a message silences it with its own spy.
// Tolerated: jsdom has no canvas, so the 3D viewer's WebGL check is logged as not implemented (the page then shows
// its no-WebGL message, which tests check); RTK's development checks warn when a slow machine makes them slow.
const tolerated = [
  /^Error: Not implemented: HTMLCanvasElement\.prototype\.getContext/,
  /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/,
];
let unexpectedOutput: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const write = console[level];
  console[level] = (...args: unknown[]) => {
    write(...args);
    const text = format(...args);
    if (!tolerated.some((pattern) => pattern.test(text))) unexpectedOutput.push(`console.${level}: ${text}`);
  };
}
afterEach(() => {
  const output = unexpectedOutput;
  unexpectedOutput = [];
  if (output.length > 0) throw new Error(`The test wrote to the console:\n${output.join('\n')}`);
});

afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

afterAll(() => server.close());

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
