import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { languages } from '../../../contract/rules/languages';
import { ContentError, parseYamlFile } from './content-error';
import { checkShape, isoDate, perLanguage } from './content-files';

/** The folder under `content/` whose files the site serves at `/media/`, cached for a year. */
export const mediaFolder = 'media';
export const mediaPrefix = '/media/';

// Browsers keep these files for a year without asking again, so a changed file needs a new name: the part before
// the extension is a version (the recording script uses the first hex digits of the file's SHA-256).
const mediaName = (extensions: string) =>
  Type.String({ pattern: `^[a-z0-9][a-z0-9-]*(\\.[a-z0-9-]+)*\\.[0-9a-f]{8,64}\\.(${extensions})$`, maxLength: 160 });
const namingRule =
  'media file names end in .<version>.<extension>, the version 8 to 64 hex digits that change with the file';

const common = {
  featured: Type.Optional(Type.Boolean()),
  duration: Type.String({ pattern: '^(\\d+:)?\\d{1,2}:\\d{2}$' }),
  date: isoDate,
  title: perLanguage,
  description: perLanguage,
};

export const YoutubeEntry = Type.Object(
  { youtubeId: Type.String({ pattern: '^[A-Za-z0-9_-]{11}$' }), ...common },
  { additionalProperties: false },
);
export type YoutubeEntry = Static<typeof YoutubeEntry>;

const vttName = mediaName('vtt');
export const FileEntry = Type.Object(
  {
    file: Type.Object(
      {
        webm: Type.Optional(mediaName('webm')),
        mp4: Type.Optional(mediaName('mp4')),
        poster: mediaName('jpg|jpeg|png|webp'),
        captions: Type.Object(
          Object.fromEntries(languages.map((language) => [language, vttName])) as Record<
            (typeof languages)[number],
            typeof vttName
          >,
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    ...common,
  },
  { additionalProperties: false },
);
export type FileEntry = Static<typeof FileEntry>;

export type VideoEntry = YoutubeEntry | FileEntry;
export type VideosFile = VideoEntry[];

export const isFileEntry = (entry: VideoEntry): entry is FileEntry => 'file' in entry;

/** Every media file an entry names, as [field, file name]. */
export const mediaFiles = (entry: FileEntry): [string, string][] => [
  ...(entry.file.webm ? [['file.webm', entry.file.webm] as [string, string]] : []),
  ...(entry.file.mp4 ? [['file.mp4', entry.file.mp4] as [string, string]] : []),
  ['file.poster', entry.file.poster],
  ...languages.map((language): [string, string] => [`file.captions.${language}`, entry.file.captions[language]]),
];

const checkEntry = (file: string, mediaDir: string, value: unknown, index: number): VideoEntry => {
  const where = `entry ${index + 1}`;
  const fields = value !== null && typeof value === 'object' ? value : {};
  const isYoutube = 'youtubeId' in fields;
  const isFile = 'file' in fields;
  if (isYoutube === isFile) {
    throw new ContentError(
      file,
      `${where} needs either youtubeId (a YouTube video) or file (a video under ${mediaFolder}/), and not both`,
    );
  }
  const problem = checkShape(isYoutube ? YoutubeEntry : FileEntry, value);
  if (problem) {
    const rule = /pattern/.test(problem) && isFile ? ` (${namingRule})` : '';
    throw new ContentError(file, `${where} (${isYoutube ? 'a YouTube video' : 'a video file'}): ${problem}${rule}`);
  }
  const entry = value as VideoEntry;
  if (!isFileEntry(entry)) return entry;
  if (!entry.file.webm && !entry.file.mp4) {
    throw new ContentError(file, `${where}: file needs a webm or an mp4 (or both)`);
  }
  for (const [field, name] of mediaFiles(entry)) {
    if (!existsSync(path.join(mediaDir, name))) {
      throw new ContentError(file, `${where}: ${field} "${name}" is not in ${mediaDir}`);
    }
  }
  return entry;
};

/** Reads `videos.yaml`: YouTube entries and entries for video files under `mediaDir`, each checked. */
export const readVideos = (file: string, mediaDir: string): VideosFile => {
  if (!existsSync(file)) throw new ContentError(file, 'is missing');
  const value = parseYamlFile(file, readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new ContentError(file, 'must be a list of videos (each item starting with "- ")');
  const videos = value.map((entry, index) => checkEntry(file, mediaDir, entry, index));
  if (videos.filter((video) => video.featured).length > 1) {
    throw new ContentError(file, 'at most one video may be featured');
  }
  return videos;
};
