import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Scalar, isMap, isSeq, parseDocument } from 'yaml';
import { type Language, languages } from '../../contract/rules/languages';

export interface RecordedFiles {
  webm: string;
  mp4: string;
  poster: string;
  captions: Record<Language, string>;
  seconds: number;
}

const version = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);

/** Copies `file` into `mediaDir` as `<stem>[.<tag>].<version>.<ext>`; returns the new name. */
const place = (file: string, mediaDir: string, stem: string, tag?: string): string => {
  const name = [stem, tag, version(file), path.extname(file).slice(1)].filter(Boolean).join('.');
  copyFileSync(file, path.join(mediaDir, name));
  return name;
};

const duration = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const newEntry = {
  featured: true,
  title: {
    en: 'Dentiqo 3D in one minute',
    ru: 'Dentiqo 3D за одну минуту',
    uk: 'Dentiqo 3D за одну хвилину',
  },
  description: {
    en: 'A clinic signs up, confirms its e-mail, fills in its price list and shares a treatment plan that the patient opens in 3D.',
    ru: 'Клиника регистрируется, подтверждает e-mail, заполняет прайс-лист и делится планом лечения, который пациент открывает в 3D.',
    uk: 'Клініка реєструється, підтверджує e-mail, заповнює прайс-лист і ділиться планом лікування, який пацієнт відкриває в 3D.',
  },
};

/**
 * Puts the recording into `content/media` under versioned names (removing the previous recording's files) and
 * points the `videos.yaml` entry whose files start with `stem` at them, keeping the file's comments and other videos.
 */
export const publishRecording = (contentDir: string, stem: string, files: RecordedFiles, date: string): string[] => {
  const mediaDir = path.join(contentDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  for (const old of readdirSync(mediaDir).filter((name) => name.startsWith(`${stem}.`))) {
    rmSync(path.join(mediaDir, old));
  }
  const file = {
    webm: place(files.webm, mediaDir, stem),
    mp4: place(files.mp4, mediaDir, stem),
    poster: place(files.poster, mediaDir, stem),
    captions: Object.fromEntries(
      languages.map((language) => [language, place(files.captions[language], mediaDir, stem, language)]),
    ),
  };

  const yamlFile = path.join(contentDir, 'videos.yaml');
  const document = parseDocument(readFileSync(yamlFile, 'utf8'));
  if (!isSeq(document.contents)) throw new Error(`${yamlFile} must be a list of videos`);
  document.contents.flow = false;
  const items = document.contents.items;
  let index = items.findIndex(
    (item) => isMap(item) && String(item.getIn(['file', 'poster']) ?? '').startsWith(`${stem}.`),
  );
  if (index === -1) {
    // Order in the file does not matter: the featured video comes first on the page.
    document.addIn([], { file: {}, duration: '', date: '', ...newEntry });
    index = items.length - 1;
  }
  document.setIn([index, 'file'], document.createNode(file));
  // Quoted: an unquoted 1:05 is a number to YAML 1.1 readers.
  const quoted = (value: string) => Object.assign(new Scalar(value), { type: Scalar.QUOTE_SINGLE });
  document.setIn([index, 'duration'], quoted(duration(files.seconds)));
  document.setIn([index, 'date'], quoted(date));
  writeFileSync(yamlFile, document.toString({ lineWidth: 0, singleQuote: true }));
  return [file.webm, file.mp4, file.poster, ...Object.values(file.captions)].map((name) => path.join(mediaDir, name));
};
