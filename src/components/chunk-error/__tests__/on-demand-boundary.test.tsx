import { render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';
import { OnDemandBoundary } from '../on-demand-boundary';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 9 failed.\n(error: http://localhost/static/js/language-menu.chunk.js)'), {
    name: 'ChunkLoadError',
  });

const LanguageMenu = ({ open }: { open: boolean }) => (open ? <ul aria-label="Languages" /> : null);
const menuModule = { LanguageMenu };

describe('OnDemandBoundary', () => {
  it('shows nothing when the chunk fails, and downloads it again on the next open', async () => {
    const loader = jest.fn<Promise<typeof menuModule>, []>().mockRejectedValueOnce(chunkError());
    loader.mockResolvedValue(menuModule);
    const Menu = lazyPage(loader, 'LanguageMenu');
    const at = (open: boolean) => (
      <main>
        <h1>Page</h1>
        <OnDemandBoundary open={open}>
          <Menu open={open} />
        </OnDemandBoundary>
      </main>
    );

    // React reports an error its boundary caught on the console; here that is the expected failed download.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(at(true));
    await screen.findByRole('heading', { name: 'Page' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('list', { name: 'Languages' })).not.toBeInTheDocument();

    rerender(at(false));
    rerender(at(true));
    expect(await screen.findByRole('list', { name: 'Languages' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ name: 'ChunkLoadError' }),
      expect.stringContaining('occurred'),
      expect.anything(),
    );
    reported.mockRestore();
  });

  it('passes any other error on to the boundary above', () => {
    const Broken = (): never => {
      throw new Error('render bug');
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <OnDemandBoundary open>
          <Broken />
        </OnDemandBoundary>,
      ),
    ).toThrow('render bug');
    quiet.mockRestore();
  });
});
