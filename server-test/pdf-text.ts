import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF pdfkit wrote with embedded TrueType fonts, one entry per text object (a line as laid out), for
 * tests. Such a PDF shows glyph ids, not characters: each font's ToUnicode map turns them back into text. Only what
 * pdfkit writes is read (Flate streams, `/Fn size Tf`, `[<hex> kern <hex>] TJ`); it is no general PDF reader.
 */
export interface PdfContent {
  lines: string[];
  pages: number;
  /** The Info dictionary's entries (Title, Author, CreationDate…), decoded. */
  info: Record<string, string>;
}

const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

const readObjects = (pdf: Buffer): Map<number, PdfObject> => {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(objectPattern)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(streamAt + 'stream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    objects.set(Number(match[1]), {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return objects;
};

const hex4 = (hex: string): number[] => (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((code) => parseInt(code, 16));

/** Glyph id → text, from a ToUnicode CMap's `<from> <to> [<u> <u> …]` ranges. */
const readCmap = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const from = parseInt(range[1]!, 16);
    [...range[3]!.matchAll(/<([^>]*)>/g)].forEach((entry, offset) => {
      map.set(from + offset, String.fromCharCode(...hex4(entry[1]!)));
    });
  }
  return map;
};

/** Resource name (F1, F2…) → its glyph map. pdfkit names each font once per document. */
const fontMaps = (objects: Map<number, PdfObject>): Map<string, Map<number, string>> => {
  const fontObjects = new Map<number, Map<number, string>>();
  for (const [id, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dictionary);
    const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
    if (cmap) fontObjects.set(id, readCmap(cmap.toString('latin1')));
  }
  const byName = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const font of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = fontObjects.get(Number(font[2]));
      if (map) byName.set(font[1]!, map);
    }
  }
  return byName;
};

const textObjects = (content: string, fonts: Map<string, Map<number, string>>): string[] => {
  const lines: string[] = [];
  for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: Map<number, string> | undefined;
    let line = '';
    for (const op of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = fonts.get(op[1]);
      else
        for (const hex of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
          line += hex4(hex[1]!)
            .map((glyph) => font?.get(glyph) ?? '\uFFFD')
            .join('');
        }
    }
    lines.push(line);
  }
  return lines;
};

const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF string object's bytes: `(literal)` with its escapes undone, or `<hex>`. */
const pdfStringBytes = (body: string): Buffer => {
  const literal = /^\s*\((.*)\)\s*$/s.exec(body);
  if (!literal) return Buffer.from(/^\s*<([0-9a-fA-F]*)>\s*$/.exec(body)?.[1] ?? '', 'hex');
  const text = literal[1]!.replace(/\\([0-7]{1,3}|[nrtbf()\\])/g, (_, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (escapes[code] ?? code),
  );
  return Buffer.from(text, 'latin1');
};

/** A PDF text string: UTF-16BE after its byte order mark, else single bytes. */
const pdfString = (body: string): string => {
  const bytes = pdfStringBytes(body);
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
};

const readInfo = (dictionary: string, objects: Map<number, PdfObject>): Record<string, string> =>
  Object.fromEntries(
    [...dictionary.matchAll(/\/(\w+) (\d+) 0 R/g)].map((entry) => [
      entry[1]!,
      pdfString(objects.get(Number(entry[2]))?.dictionary ?? ''),
    ]),
  );

export const readPdf = (pdf: Buffer): PdfContent => {
  const objects = readObjects(pdf);
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  let pages = 0;
  let info: Record<string, string> = {};
  for (const object of objects.values()) {
    if (/\/Type \/Page\b/.test(object.dictionary)) pages += 1;
    if (/\/Producer\b/.test(object.dictionary)) info = readInfo(object.dictionary, objects);
  }
  // Pages' content streams, in the order pdfkit wrote them (page order).
  const contents = [...objects.values()]
    .filter((object) => /\/Type \/Page\b/.test(object.dictionary))
    .map((page) => Number(/\/Contents (\d+) 0 R/.exec(page.dictionary)?.[1]));
  for (const id of contents) {
    const stream = objects.get(id)?.stream;
    if (stream) lines.push(...textObjects(stream.toString('latin1'), fonts));
  }
  return { lines, pages, info };
};

/** All the text, lines joined by spaces and runs of white space (including narrow no-break ones) made one space. */
export const pdfText = (pdf: Buffer): string =>
  readPdf(pdf)
    .lines.join(' ')
    .replace(/[\s\u202f]+/g, ' ');
