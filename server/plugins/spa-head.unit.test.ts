import { type PageHead, escapeHtml, jsonForScript, renderHead } from './spa-head';
import { parseTemplate } from './spa-template';

describe('escapeHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and still parses back', () => {
    const value = { appName: '</script><!-- & \u2028', n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderHead', () => {
  it('writes every tag with escaped content', () => {
    const head = renderHead({
      language: 'ru',
      title: 'A & B',
      description: '"quoted"',
      keywords: 'k',
      robots: 'noindex, nofollow',
      canonicalUrl: 'https://x.example/a?b=1&c=2',
      imageUrl: 'https://x.example/i.png',
      siteName: 'A & B',
      alternates: [
        { language: 'en', url: 'https://x.example/a?lng=en&"x' },
        { language: 'uk', url: 'https://x.example/a?lng=uk' },
      ],
      clientConfig: { appName: 'A & B', publicUrl: 'https://x.example' },
    });
    expect(head).toContain('<title>A &amp; B</title>');
    expect(head).toContain('<meta name="description" content="&quot;quoted&quot;">');
    expect(head).toContain('<link rel="canonical" href="https://x.example/a?b=1&amp;c=2">');
    expect(head).toContain('<meta property="og:locale" content="ru_RU">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://x.example/a?lng=en&amp;&quot;x">');
    expect(head).toContain('<link rel="alternate" hreflang="uk" href="https://x.example/a?lng=uk">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://x.example/a?b=1&amp;c=2">');
    expect(head).toContain(
      '<script type="application/json" id="app-config">{"appName":"A \\u0026 B","publicUrl":"https://x.example"}</script>',
    );
  });
});

describe('renderHead preloads', () => {
  /** A preview page's head but for its preloads. */
  const headWithPreloads = (preloads: PageHead['preloads']) =>
    renderHead({
      language: 'en',
      title: 'T',
      description: '',
      keywords: '',
      robots: 'noindex, nofollow',
      canonicalUrl: 'https://x.example/p',
      imageUrl: 'https://x.example/i.png',
      siteName: 'S',
      alternates: [],
      clientConfig: { appName: 'S', publicUrl: 'https://x.example' },
      preloads,
    });

  it("writes a fetch preload in fetch()'s own mode and an image preload with its srcset and sizes, escaped", () => {
    const head = headWithPreloads([
      { as: 'fetch', href: '/api/cards/a"b' },
      {
        as: 'image',
        type: 'image/webp',
        imageSrcset: '/a.webp 480w, /b.webp 960w',
        imageSizes: '(min-width: 9px) 5vw, "x',
      },
    ]);
    expect(head).toContain('<link rel="preload" as="fetch" href="/api/cards/a&quot;b" crossorigin>');
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/a.webp 480w, /b.webp 960w" ' +
        'imagesizes="(min-width: 9px) 5vw, &quot;x" fetchpriority="high">',
    );
    // No width and height given: no shape for the first screen.
    expect(head).not.toContain('<style');
  });

  it("gives the first screen an image's shape when its width and height are whole and positive", () => {
    const headWith = (width: number, height: number) =>
      headWithPreloads([
        { as: 'image', type: 'image/webp', imageSrcset: '/a.webp 480w', imageSizes: '100vw', width, height },
      ]);
    expect(headWith(1600, 1000)).toContain('<style>:root{--first-picture-ratio:1600 / 1000}</style>');
    for (const [width, height] of [
      [0, 1000],
      [1600, 0],
      [-5, 10],
      [1.5, 2],
      [Number.NaN, 3],
    ] as const)
      expect(headWith(width, height)).not.toContain('<style');
  });
});

describe('parseTemplate', () => {
  it('replaces an existing lang and fills the slot', () => {
    const template = parseTemplate('<!doctype html><html class="x" lang="en"><head><!--app-head--></head></html>');
    expect(template?.render('uk', '<title>T</title>')).toBe(
      '<!doctype html><html class="x" lang="uk"><head><title>T</title></head></html>',
    );
  });

  it('adds lang when missing and uses </head> when the slot is missing', () => {
    const template = parseTemplate('<html><head><meta charset="utf-8"></head><body></body></html>');
    expect(template?.render('ru', '<title>T</title>')).toBe(
      '<html lang="ru"><head><meta charset="utf-8"><title>T</title></head><body></body></html>',
    );
  });

  it('gives a prerendered page its scripts through the after-paint loader, in order, and the empty shell as built', () => {
    const template = parseTemplate(
      '<html lang="en"><head><!--app-head--><script defer="defer" src="/static/js/a.js"></script>' +
        '<script defer="defer" src="/static/js/b.js"></script><link href="/c.css" rel="stylesheet"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    expect(template?.render('en', '', '<h1>Hi</h1>')).toBe(
      '<html lang="en"><head><script defer src="/start-after-paint.js" data-scripts="/static/js/a.js /static/js/b.js">' +
        '</script><link href="/c.css" rel="stylesheet"></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
    expect(template?.render('en', '')).toContain(
      '<script defer="defer" src="/static/js/a.js"></script><script defer="defer" src="/static/js/b.js"></script>',
    );
  });

  it('refuses a document without <html> or a head', () => {
    expect(parseTemplate('<p>no document</p>')).toBeNull();
  });
});
