import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '@/app/router';
import { type ProviderOptions, renderWithProviders } from './render-with-providers';

/** Renders the app's real route table at a path, in a memory router the test can inspect. */
export const renderRoute = (path: string, options: ProviderOptions = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
};
