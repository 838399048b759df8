import { StrictMode } from 'react';
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
const render = () => {
  container.replaceChildren();
  createRoot(container).render(app);
};
// A public page comes prerendered (server/plugins/spa.ts): the client adopts that markup instead of replacing it,
// once the page's chunk is here.
if (container.firstElementChild && canHydrate()) {
  preloadRoute(window.location.pathname).then(() => hydrateRoot(container, app), render);
} else {
  render();
}
