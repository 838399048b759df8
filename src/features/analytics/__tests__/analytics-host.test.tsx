import { act, render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AnalyticsIds } from '@contract/rules/client-config';
import { AnalyticsHost } from '../analytics-host';
import type { AnalyticsRuntime } from '../analytics-runtime';
import { reloadConsent, setConsent } from '../consent';

// The runtime loads Google's scripts; here it only records what the host asks of it.
const pageViews: [string, string, Record<string, string>][] = [];
const started: AnalyticsIds[] = [];
jest.mock('../analytics-runtime', () => ({
  startAnalytics: (ids: AnalyticsIds): AnalyticsRuntime => {
    started.push(ids);
    return {
      pageView: (path, title, campaign) => pageViews.push([path, title, campaign as Record<string, string>]),
      event: () => undefined,
      stop: () => undefined,
    };
  },
}));

const ids: AnalyticsIds = { gaMeasurementId: 'G-HOSTTEST1', gtmContainerId: null };

const renderSite = (path: string) => {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      element: (
        <>
          <AnalyticsHost ids={ids} />
          <Outlet />
        </>
      ),
      children: [{ path: '*', element: null }],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

describe('AnalyticsHost', () => {
  beforeEach(() => {
    pageViews.length = 0;
    started.length = 0;
    window.localStorage.clear();
    window.sessionStorage.clear();
    act(() => reloadConsent());
  });

  it('sends a page view for the first page and for every route change, with the visit’s campaign', async () => {
    act(() => setConsent('granted'));
    const router = renderSite('/?utm_source=newsletter');
    await waitFor(() => expect(pageViews).toHaveLength(1));
    expect(started).toEqual([ids]);
    await act(() => router.navigate('/articles'));
    await waitFor(() => expect(pageViews).toHaveLength(2));
    await act(() => router.navigate('/videos?page=2'));
    await waitFor(() => expect(pageViews).toHaveLength(3));
    expect(pageViews.map(([path, , campaign]) => [path, campaign])).toEqual([
      ['/', { utm_source: 'newsletter' }],
      ['/articles', { utm_source: 'newsletter' }],
      ['/videos', { utm_source: 'newsletter' }],
    ]);
  });

  it('loads nothing and counts nothing without consent', async () => {
    const router = renderSite('/');
    await act(() => router.navigate('/articles'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([]);
    expect(pageViews).toEqual([]);
  });

  it('loads nothing and counts nothing for a prerender bot, even with consent', async () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))');
    act(() => setConsent('granted'));
    const router = renderSite('/');
    await act(() => router.navigate('/videos'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([]);
    expect(pageViews).toEqual([]);
    agent.mockRestore();
  });
});
