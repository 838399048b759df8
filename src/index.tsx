import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, canHydrate } from './app/app';
import { preloadRoute } from './app/preload-route';
import { captureServerMetadata } from './app/server-head';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureServerMetadata();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// In a transition React renders (or hydrates) in slices of a few milliseconds and lets the browser handle input in
// between, instead of one task of a second or more on a slow phone.
const render = () => {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
};
// A public page comes prerendered (server/plugins/spa.ts): the client adopts that markup instead of replacing it,
// once the page's chunk is here.
if (container.firstElementChild && canHydrate()) {
  preloadRoute(window.location.pathname).then(() => startTransition(() => void hydrateRoot(container, app)), render);
} else {
  render();
}
