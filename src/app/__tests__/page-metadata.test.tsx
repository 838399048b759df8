import { act, waitFor } from '@testing-library/react';
import { clientConfigElementId } from '@contract/rules/client-config';
import { renderRoute } from '@/testing/render-route';
import { captureServerMetadata } from '../server-head';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const link = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('PageMetadata', () => {
  afterEach(() => document.getElementById(clientConfigElementId)?.remove());

  it('titles the landing "<app name> | <page title>" in every language', async () => {
    const { i18n } = renderRoute('/');
    // The landing is a large lazy page: under a full parallel run its first render can take a few seconds.
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | 3D treatment plans that patients say yes to'), {
      timeout: 5000,
    });
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | 3D-планы лечения, на которые пациенты соглашаются'));
    await act(() => i18n.changeLanguage('uk'));
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | 3D-плани лікування, на які пацієнти погоджуються'));
    expect(meta('meta[property="og:locale"]')).toBe('uk_UA');
  });

  it('renders description, keywords, robots, canonical and Open Graph from the route table', async () => {
    renderRoute('/videos');
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | Videos'));
    expect(meta('meta[name="description"]')).toMatch(/^Video review of Dentiqo 3D/);
    expect(meta('meta[name="keywords"]')).toContain('3D treatment plan demo');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(link('canonical')).toBe('http://localhost/videos');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:title"]')).toBe('Dentiqo 3D | Videos');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/videos');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/images/share/videos.png');
    expect(meta('meta[property="og:site_name"]')).toBe('Dentiqo 3D');
    expect(meta('meta[property="og:locale"]')).toBe('en_EN');
  });

  it('keeps a private page out of search engines and uses its own path as canonical', async () => {
    renderRoute('/preview/p-7Hq2');
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | Treatment plan'));
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(link('canonical')).toBe('http://localhost/preview/p-7Hq2');
  });

  it('uses the app name and public address the server injects', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = clientConfigElementId;
    config.textContent = JSON.stringify({ appName: 'Smile Plans', publicUrl: 'https://plans.example.com/' });
    document.head.append(config);

    renderRoute('/articles');
    await waitFor(() => expect(document.title).toBe('Smile Plans | Articles'));
    expect(link('canonical')).toBe('https://plans.example.com/articles');
    expect(meta('meta[property="og:site_name"]')).toBe('Smile Plans');
    expect(meta('meta[property="og:image"]')).toBe('https://plans.example.com/images/share/articles.png');
  });

  it('keeps exactly one title and one description while navigating', async () => {
    const { router } = renderRoute('/');
    await waitFor(() => expect(document.title).toMatch(/^Dentiqo 3D \| 3D treatment plans/));
    await act(() => router.navigate('/articles'));
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | Articles'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("replaces the server's metadata with its own once it renders", async () => {
    const serverTitle = document.createElement('title');
    serverTitle.textContent = 'Dentiqo 3D | Videos';
    const serverDescription = document.createElement('meta');
    serverDescription.name = 'description';
    serverDescription.content = 'Video review of Dentiqo 3D';
    document.head.append(serverTitle, serverDescription);
    captureServerMetadata();

    const { i18n } = renderRoute('/videos');
    await act(() => i18n.changeLanguage('uk'));
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | Відео'));
    expect(serverTitle.isConnected).toBe(false);
    expect(serverDescription.isConnected).toBe(false);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
