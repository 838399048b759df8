import { screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { pageReload } from '@/session/page-reload';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { cssChunkLoadFailedCode } from '../chunk-load-error';
import { lazyPage } from '../lazy-page';

/** The errors webpack's runtime and mini-css-extract-plugin's runtime reject a failed chunk with. */
const scriptChunkError = () =>
  Object.assign(new Error('Loading chunk 412 failed.\n(error: http://localhost/static/js/settings-page.chunk.js)'), {
    name: 'ChunkLoadError',
    type: 'error',
    request: 'http://localhost/static/js/settings-page.chunk.js',
  });
const styleChunkError = () =>
  Object.assign(
    new Error('Loading CSS chunk 77 failed.\n(error: http://localhost/static/css/landing-page.chunk.css)'),
    {
      name: 'ChunkLoadError',
      code: cssChunkLoadFailedCode,
      type: 'error',
      request: 'http://localhost/static/css/landing-page.chunk.css',
    },
  );

const SettingsPage = () => <h1>Settings</h1>;
const settingsModule = { SettingsPage };

const renderLazy = (loader: () => Promise<typeof settingsModule>) => {
  const Page = lazyPage(loader, 'SettingsPage');
  return renderWithProviders(
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>,
  );
};

describe('ChunkErrorBoundary with lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page when its chunk loads', async () => {
    renderLazy(() => Promise.resolve(settingsModule));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows a retry state when a script chunk fails, and loads the page on Retry', async () => {
    const loader = jest.fn<Promise<typeof settingsModule>, []>();
    loader.mockRejectedValueOnce(scriptChunkError()).mockResolvedValueOnce(settingsModule);
    const { user } = renderLazy(loader);

    expect(await screen.findByText("This page didn't load.")).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText("This page didn't load.")).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the retry state for a style chunk that fails', async () => {
    const loader = jest.fn<Promise<typeof settingsModule>, []>();
    loader.mockRejectedValueOnce(styleChunkError()).mockResolvedValueOnce(settingsModule);
    const { user } = renderLazy(loader);

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the retry state again when the retry fails too', async () => {
    const loader = jest.fn<Promise<typeof settingsModule>, []>();
    loader.mockRejectedValue(scriptChunkError());
    const { user } = renderLazy(loader);

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('translates the retry state', async () => {
    const Page = lazyPage(() => Promise.reject(scriptChunkError()), 'SettingsPage');
    renderWithProviders(
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
      { language: 'uk' },
    );
    expect(await screen.findByText('Сторінка не завантажилася.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторити' })).toBeInTheDocument();
  });

  it('shows a generic error state for any other error, offering a reload', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    };
    const { user } = renderWithProviders(
      <ChunkErrorBoundary>
        <Broken />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears a shown error when the visitor navigates elsewhere', async () => {
    const Page = lazyPage(() => Promise.reject(scriptChunkError()), 'SettingsPage');
    const Harness = () => {
      const [path, setPath] = useState('/company/settings');
      return (
        <>
          <button onClick={() => setPath('/company')}>Dashboard link</button>
          <ChunkErrorBoundary resetKey={path}>
            <Suspense fallback={null}>{path === '/company' ? <h1>Dashboard</h1> : <Page />}</Suspense>
          </ChunkErrorBoundary>
        </>
      );
    };
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('button', { name: 'Retry' });
    await user.click(screen.getByRole('button', { name: 'Dashboard link' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
