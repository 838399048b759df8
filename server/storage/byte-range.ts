import type { FastifyReply } from 'fastify';
import type { ByteRange, StoredRead } from './file-store';

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes: undefined for no header or one this
 * server does not serve ranges for (several ranges, another unit: the whole file is sent), 'unsatisfiable' for a
 * range past the end (416).
 */
export const requestedRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
};

/** Sends a stored file or its range (206 with Content-Range), with its length; ranges are announced. */
export const sendStored = (reply: FastifyReply, file: StoredRead): FastifyReply => {
  reply.header('accept-ranges', 'bytes');
  if (file.range) {
    const { start, end } = file.range;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    return reply.header('content-length', String(end - start + 1)).send(file.stream);
  }
  return reply.header('content-length', String(file.size)).send(file.stream);
};

/** 416 for a range past the end, with the size the client may ask within. */
export const sendUnsatisfiable = (reply: FastifyReply, size: number): FastifyReply =>
  reply.code(416).header('content-range', `bytes */${size}`).send();
