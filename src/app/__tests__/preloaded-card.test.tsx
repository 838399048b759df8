import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { server } from '@/testing/msw-server';
import { previewCardHandler, previewLink, publicCard } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';
import { takePreloadedCard } from '../preloaded-card';

const path = `/preview/${previewLink}`;

const preloadLink = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.href = href;
  document.head.append(link);
  return link;
};

describe('the preview card the first HTML preloaded', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    server.use(previewCardHandler(publicCard(), (link) => asked.push(link)));
  });
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('is asked for before the page renders, and the page shows it without asking again', async () => {
    preloadLink(`/api/cards/${previewLink}`);
    const store = setupStore();
    takePreloadedCard(store, path);
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual([previewLink]));
    renderRoute(path, { store });
    expect(await screen.findByText('Patient: Olena Kovalenko', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([previewLink]);
  });

  it('is left to the page where nothing was preloaded, or another card was, or on another page', async () => {
    preloadLink('/api/cards/another-link');
    const store = setupStore();
    takePreloadedCard(store, path);
    takePreloadedCard(store, '/articles');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    renderRoute(path, { store });
    expect(await screen.findByText('Patient: Olena Kovalenko', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([previewLink]);
  });
});
