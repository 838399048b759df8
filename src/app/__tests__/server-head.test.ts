import { captureServerMetadata, releaseServerMetadata } from '../server-head';

describe('server metadata hand-over', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("removes the server's route metadata once released, and keeps the rest of the head", () => {
    document.head.innerHTML = `
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Dentiqo 3D | Articles</title>
      <meta name="description" content="Guides">
      <meta name="keywords" content="dental">
      <meta name="robots" content="index, follow">
      <link rel="canonical" href="https://dentiqo.example/articles">
      <meta property="og:title" content="Dentiqo 3D | Articles">
      <meta property="og:locale" content="en_EN">
      <link rel="alternate" hreflang="uk" href="https://dentiqo.example/articles?lng=uk">
      <script type="application/json" id="app-config">{}</script>
      <link rel="icon" href="/favicon.svg">`;

    captureServerMetadata();
    expect(document.title).toBe('Dentiqo 3D | Articles');
    const appTitle = document.createElement('title');
    appTitle.textContent = 'Dentiqo 3D | Статті';
    document.head.prepend(appTitle);

    releaseServerMetadata();

    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<title>Dentiqo 3D | Статті</title>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<link rel="alternate" hreflang="uk" href="https://dentiqo.example/articles?lng=uk">',
      '<script type="application/json" id="app-config">{}</script>',
      '<link rel="icon" href="/favicon.svg">',
    ]);
  });

  it('keeps the tags React adopted while hydrating a prerendered page', () => {
    document.head.innerHTML = '<title>Dentiqo 3D | Articles</title><meta name="description" content="Guides">';
    captureServerMetadata();
    Object.assign(document.head.querySelector('title')!, { __reactMarker$test: true });

    releaseServerMetadata();

    expect(document.head.innerHTML).toBe('<title>Dentiqo 3D | Articles</title>');
  });
});
