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
