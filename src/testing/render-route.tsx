import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '@/app/router';
import { type ProviderOptions, renderWithProviders } from './render-with-providers';

export interface RouteOptions extends ProviderOptions {
  /** Wraps the app in React's StrictMode, which mounts every component twice, as development builds do. */
  strict?: boolean;
}

/** Renders the app's real route table at a path, in a memory router the test can inspect. */
export const renderRoute = (path: string, { strict = false, ...options }: RouteOptions = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  return { router, ...renderWithProviders(strict ? <StrictMode>{app}</StrictMode> : app, options) };
};
