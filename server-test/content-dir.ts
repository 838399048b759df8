import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small content folder in a temp directory, for tests that need articles the real content does not have. */
export const writeContentDir = (files: Record<string, string>): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-content-'));
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
};

export const article = (fields: Record<string, string>, body = 'Some text.\n'): string =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n${body}`;

const perLanguage = (text: string) => `{ en: "${text}", ru: "${text} ru", uk: "${text} uk" }`;

export const minimalVideos = `- youtubeId: abcdefghijk
  featured: true
  duration: '1:00'
  date: '2026-01-01'
  title: ${perLanguage('Review')}
  description: ${perLanguage('About')}
`;

/** A `file` entry of videos.yaml and the media files it names (the video's bytes are 5000 letters). */
export const fileVideoEntry = `- file:
    webm: tour.0123abcd.webm
    mp4: tour.4567cdef.mp4
    poster: tour.89ab0123.jpg
    captions: { en: tour.en.11111111.vtt, ru: tour.ru.22222222.vtt, uk: tour.uk.33333333.vtt }
  featured: true
  duration: '1:02'
  date: '2026-11-26'
  title: ${perLanguage('Tour')}
  description: ${perLanguage('Our own')}
`;

export const fileVideoMedia: Record<string, string> = {
  'media/tour.0123abcd.webm': 'w'.repeat(5000),
  'media/tour.4567cdef.mp4': 'm'.repeat(5000),
  'media/tour.89ab0123.jpg': 'jpeg',
  ...Object.fromEntries(
    [
      ['en', '11111111'],
      ['ru', '22222222'],
      ['uk', '33333333'],
    ].map(([language, version]) => [
      `media/tour.${language}.${version}.vtt`,
      `WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n${language}\n`,
    ]),
  ),
};

export const minimalLanding = `clinics:
  - name: Clinic
    city: ${perLanguage('City')}
faq:
  en: [{ question: Q, answer: A }]
  ru: [{ question: Q ru, answer: A ru }]
  uk: [{ question: Q uk, answer: A uk }]
`;

export const minimalContent = (extra: Record<string, string> = {}): Record<string, string> => ({
  'videos.yaml': minimalVideos,
  'landing.yaml': minimalLanding,
  ...extra,
});
