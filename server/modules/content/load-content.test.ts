import { rmSync } from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../../server-test/test-app';
import { ContentError, loadContent } from './load-content';
import {
  article,
  fileVideoEntry,
  fileVideoMedia,
  minimalContent,
  minimalLanding,
  minimalVideos,
  writeContentDir,
} from '../../../server-test/content-dir';

const good = { slug: 'a', title: 'T', description: 'D', keywords: 'k', date: '2026-01-02', category: 'guide' };

const expectBad = (files: Record<string, string>, fileName: string, reason: RegExp) => {
  const dir = writeContentDir(files);
  try {
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(
      new RegExp(`${path.join(dir, fileName).replace(/[.\\/]/g, '\\$&')}: .*${reason.source}`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('loading content', () => {
  it('loads the real content folder: every article in en, ru and uk, the videos and the landing data', () => {
    const content = loadContent(path.join(__dirname, '../../../content'));
    expect(content.articles.size).toBeGreaterThanOrEqual(10);
    for (const [slug, texts] of content.articles) {
      expect({ slug, languages: Object.keys(texts).sort() }).toEqual({ slug, languages: ['en', 'ru', 'uk'] });
    }
    for (const slug of ['smart-invoice', 'license-agreement', 'privacy-policy', 'documentation']) {
      expect(content.articles.has(slug)).toBe(true);
    }
    expect(content.videos.filter((video) => video.featured)).toHaveLength(1);
    expect(content.landing.faq.uk.length).toBe(content.landing.faq.en.length);
  });

  it('ships our own walkthrough as the featured video, no YouTube video and no invented clinics', () => {
    const content = loadContent(path.join(__dirname, '../../../content'));
    const featured = content.videos.find((video) => video.featured);
    expect(featured && 'file' in featured ? featured.file.poster : null).toMatch(/^dentiqo-3d-walkthrough\./);
    expect(content.videos.filter((video) => 'youtubeId' in video)).toEqual([]);
    expect(content.landing.clinics).toEqual([]);
  });

  it('checks each video entry as what it is, a YouTube video or a video file, naming the entry', () => {
    const withMedia = (videos: string) => minimalContent({ 'videos.yaml': videos, ...fileVideoMedia });
    expectBad(
      withMedia(fileVideoEntry.replace('- file:', `- youtubeId: abcdefghijk\n  file:`)),
      'videos.yaml',
      /entry 1 needs either youtubeId .* or file .*not both/,
    );
    expectBad(
      withMedia(minimalVideos.replace('- youtubeId: abcdefghijk\n  featured', '- featured')),
      'videos.yaml',
      /entry 1 needs either/,
    );
    expectBad(
      withMedia(`${minimalVideos.replace('featured: true', 'featured: false')}- youtubeId: bad\n`),
      'videos.yaml',
      /entry 2 \(a YouTube video\): .*youtubeId/,
    );
    expectBad(
      withMedia(fileVideoEntry.replace('tour.0123abcd.webm', 'tour.webm')),
      'videos.yaml',
      /entry 1 \(a video file\): \/file\/webm .*version/,
    );
    expectBad(
      withMedia(fileVideoEntry.replace(/ {4}(webm|mp4): .*\n/g, '')),
      'videos.yaml',
      /entry 1: file needs a webm or an mp4/,
    );
    expectBad(
      withMedia(fileVideoEntry.replace(/ru: tour\.ru\.22222222\.vtt, /, '')),
      'videos.yaml',
      /entry 1 \(a video file\): .*ru/,
    );
    expectBad(
      withMedia(fileVideoEntry.replace('tour.4567cdef.mp4', 'tour.76543210.mp4')),
      'videos.yaml',
      /entry 1: file\.mp4 "tour\.76543210\.mp4" is not in .*media/,
    );
    expectBad(withMedia('title: not a list\n'), 'videos.yaml', /must be a list of videos/);
  });

  it('loads a video file entry whose media are all there, beside a YouTube one', () => {
    const dir = writeContentDir(
      minimalContent({
        'videos.yaml': `${fileVideoEntry}${minimalVideos.replace('featured: true', 'featured: false')}`,
        ...fileVideoMedia,
      }),
    );
    try {
      expect(loadContent(dir).videos.map((video) => ('file' in video ? 'file' : 'youtube'))).toEqual([
        'file',
        'youtube',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renders markdown to sanitized HTML: no raw HTML, no script URLs, external links in a new tab', () => {
    const dir = writeContentDir(
      minimalContent({
        'articles/a/en.md': article(
          good,
          '# Heading\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [out](https://example.com) [in](/videos)\n',
        ),
      }),
    );
    const html = loadContent(dir).articles.get('a')?.en?.html ?? '';
    rmSync(dir, { recursive: true, force: true });
    expect(html).toContain('<h2>Heading</h2>');
    // Raw HTML stays visible text, never markup; the javascript: link is not turned into a link.
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/videos">in</a>');
  });

  it('names the file whose front matter is missing, broken or incomplete', () => {
    expectBad(minimalContent({ 'articles/a/en.md': 'No front matter\n' }), 'articles/a/en.md', /front matter block/);
    expectBad(
      minimalContent({ 'articles/a/en.md': '---\ntitle: [unclosed\n---\nText\n' }),
      'articles/a/en.md',
      /invalid YAML/,
    );
    const { title: _title, ...withoutTitle } = good;
    expectBad(minimalContent({ 'articles/a/en.md': article(withoutTitle) }), 'articles/a/en.md', /title/);
    expectBad(
      minimalContent({ 'articles/a/en.md': article({ ...good, extra: 'x' }) }),
      'articles/a/en.md',
      /bad front matter/,
    );
    expectBad(
      minimalContent({ 'articles/a/en.md': article({ ...good, date: '2026-13-45' }) }),
      'articles/a/en.md',
      /calendar date/,
    );
    expectBad(
      minimalContent({ 'articles/a/en.md': article({ ...good, category: 'gossip' }) }),
      'articles/a/en.md',
      /bad front matter/,
    );
    expectBad(
      minimalContent({ 'articles/a/en.md': article({ ...good, slug: 'b' }) }),
      'articles/a/en.md',
      /folder name/,
    );
    expectBad(minimalContent({ 'articles/a/en.md': article(good, '') }), 'articles/a/en.md', /no text/);
  });

  it('refuses a legal placeholder it cannot fill: an unknown field, or one in a link target', () => {
    const withBody = (body: string) => minimalContent({ 'articles/a/en.md': article(good, body) });
    expectBad(
      withBody('Operator: {{legal.entity}}.\n'),
      'articles/a/en.md',
      /unknown placeholder \{\{legal\.entity\}\}/,
    );
    expectBad(withBody('[Write](mailto:{{legal.contactEmail}})\n'), 'articles/a/en.md', /not in a link target/);
    const dir = writeContentDir(withBody('**{{legal.entityName}}**, {{ legal.address }}\n'));
    try {
      expect(loadContent(dir).articles.get('a')?.en?.html).toBe(
        '<p><strong>{{legal.entityName}}</strong>, {{ legal.address }}</p>\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a stray file, an article without English, and broken videos or landing files', () => {
    expectBad(
      minimalContent({ 'articles/a/en.md': article(good), 'articles/a/de.md': article(good) }),
      'articles/a/de.md',
      /one file per language/,
    );
    expectBad(minimalContent({ 'articles/a/ru.md': article(good) }), 'articles/a/en.md', /English/);
    expectBad({ 'landing.yaml': minimalLanding }, 'videos.yaml', /missing/);
    expectBad(
      { 'videos.yaml': minimalVideos.replace('abcdefghijk', 'short'), 'landing.yaml': minimalLanding },
      'videos.yaml',
      /youtubeId/,
    );
    expectBad(
      { 'videos.yaml': `${minimalVideos}${minimalVideos}`, 'landing.yaml': minimalLanding },
      'videos.yaml',
      /one video may be featured/,
    );
    expectBad(
      { 'videos.yaml': minimalVideos, 'landing.yaml': minimalLanding.replace(/ {2}uk: .*\n/, '') },
      'landing.yaml',
      /uk/,
    );
  });

  it('stops the app from starting with a message naming the bad file', async () => {
    const dir = writeContentDir(minimalContent({ 'articles/a/en.md': 'oops' }));
    await expect(createTestApp({ env: { CONTENT_DIR: dir } })).rejects.toThrow(/Content file .*articles\/a\/en\.md/);
    rmSync(dir, { recursive: true, force: true });
  });
});
