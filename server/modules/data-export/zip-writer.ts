import { closeSync, openSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of the ZIP: bytes made when its turn comes, or a stream; null leaves the file out. */
export interface ZipEntry {
  name: string;
  /** Images and PDFs are compressed already: they are stored as they are. */
  stored?: boolean;
  produce: () => Promise<Uint8Array | Readable | null>;
}

/** Thrown between two files when the build is asked to stop (the server is closing). */
export class BuildInterrupted extends Error {
  override name = 'BuildInterrupted';
}

/**
 * Writes the entries into a ZIP at `filePath` one after another, streaming each through fflate, and reports each
 * finished file. Returns the ZIP's size. The file is written synchronously chunk by chunk: fflate's callback is
 * synchronous, so this keeps the order without buffering the whole archive.
 */
export const writeZip = async (
  entries: readonly ZipEntry[],
  filePath: string,
  mtime: Date,
  onFile: (done: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<number> => {
  const fd = openSync(filePath, 'w');
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      writeSync(fd, chunk);
      size += chunk.length;
    }
  });
  try {
    let done = 0;
    for (const entry of entries) {
      if (shouldStop()) throw new BuildInterrupted('the export build was interrupted');
      const body = await entry.produce();
      if (body !== null) {
        const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
        file.mtime = mtime;
        zip.add(file);
        if (body instanceof Uint8Array) file.push(body, true);
        else {
          for await (const chunk of body) file.push(chunk as Uint8Array);
          file.push(new Uint8Array(0), true);
        }
      }
      if (failure) throw failure;
      done += 1;
      await onFile(done);
    }
    zip.end();
    if (failure) throw failure;
    return size;
  } finally {
    closeSync(fd);
  }
};
