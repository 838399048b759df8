import { screen } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { apiUrl, server } from '@/testing/msw-server';
import { previewLink, publicCard } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(20_000);

const sizes = '(min-width: 1200px) 680px, 100vw';
const srcsetOf = (link: string) =>
  `/api/cards/${link}/files/before-480.webp 480w, /api/cards/${link}/files/before-960.webp 960w`;

/** The image preload a preview link's first HTML carries (server/modules/cards/page-metadata.ts). */
const preloadPicture = (link: string) => {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.setAttribute('as', 'image');
  preload.setAttribute('type', 'image/webp');
  preload.setAttribute('imagesrcset', srcsetOf(link));
  preload.setAttribute('imagesizes', sizes);
  document.head.append(preload);
};

/** The card answers only when `release` is called: the page shows its skeleton meanwhile. */
const cardOnHold = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(apiUrl('cards/:previewLink'), async () => {
      await released;
      await delay(10);
      return HttpResponse.json(publicCard());
    }),
  );
  return () => release();
};

const slotPicture = () => document.querySelector('[data-first-picture] picture');

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe("the preview's skeleton", () => {
  it('shows the first picture the page preloads while the card loads, then the card draws it', async () => {
    preloadPicture(previewLink);
    const release = cardOnHold();
    renderRoute(`/preview/${previewLink}`);
    expect(await screen.findByText('Loading your treatment plan…')).toBeInTheDocument();
    const source = slotPicture()?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', srcsetOf(previewLink));
    expect(source).toHaveAttribute('sizes', sizes);
    // Decorative until the card names it; only one image on the page meanwhile.
    expect(slotPicture()?.querySelector('img')).toHaveAttribute('alt', '');
    expect(document.querySelectorAll('img')).toHaveLength(1);

    release();
    expect(await screen.findByRole('img', { name: "The patient's teeth before treatment" })).toBeInTheDocument();
    expect(slotPicture()).toBeNull();
  });

  it("shows no picture of another card's link, nor without a preload", async () => {
    preloadPicture('another-link');
    const release = cardOnHold();
    const { unmount } = renderRoute(`/preview/${previewLink}`);
    expect(await screen.findByText('Loading your treatment plan…')).toBeInTheDocument();
    expect(document.querySelector('[data-first-picture]')).toBeInTheDocument();
    expect(slotPicture()).toBeNull();
    unmount();

    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    renderRoute(`/preview/${previewLink}`);
    expect(await screen.findByText('Loading your treatment plan…')).toBeInTheDocument();
    expect(slotPicture()).toBeNull();
    release();
  });
});
