import { act, fireEvent, screen } from '@testing-library/react';
import { paths } from '@contract/rules/routes';
import { renderRoute } from '@/testing/render-route';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

describe('LandingPage', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('leads with the product promise and calls to sign up and to the videos', async () => {
    renderRoute(paths.home);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Treatment plans your patients understand and accept' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: 'Watch the video review' })).toHaveAttribute('href', paths.videos);
    // The sections below the hero are islands (components/island.tsx): a client render loads them at once.
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Everything a clinic needs to present a treatment plan' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps the header transparent over the hero and solid once the page scrolls', async () => {
    const { store, router } = renderRoute(paths.home);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(store.getState().landing.isHeaderTransparent).toBe(true);

    scrollTo(320);
    expect(store.getState().landing.isHeaderTransparent).toBe(false);
    scrollTo(0);
    expect(store.getState().landing.isHeaderTransparent).toBe(true);

    scrollTo(320);
    await act(() => router.navigate(paths.videos));
    await screen.findByRole('heading', { level: 1, name: 'Videos' });
    expect(store.getState().landing.isHeaderTransparent).toBe(true);
  });

  it('is written in the chosen language', async () => {
    renderRoute(paths.home, { language: 'uk' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Плани лікування, які пацієнти розуміють і приймають' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Спробувати безкоштовно' })).toBeInTheDocument();
  });
});
