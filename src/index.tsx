import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureServerMetadata } from './app/server-head';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureServerMetadata();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
