import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { contentHandlers } from './content-fixtures';
import { decisionHandlers } from './decision-fixtures';
import { cabinetHandlers } from './dashboard-fixtures';
import { server } from './msw-server';
import { previewHandlers } from './preview-fixtures';
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
  ...previewHandlers,
  ...decisionHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

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
