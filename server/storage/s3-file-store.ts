import type { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StoreConfig } from '../config-storage';
import { type FileStore, FileStoreUnavailableError, checkKey } from './file-store';

const notFound = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** How long a server may take to settle an aborted upload. */
const abortSettleMs = 500;

/** Any failure of the store itself (refused connection, timeout, 5xx, denied) reads as the store being down. */
const unavailable = (error: unknown): FileStoreUnavailableError => new FileStoreUnavailableError('s3', error);

/** The whole object's size from a ranged answer's `Content-Range: bytes 0-9/1234`. */
const totalSize = (contentRange: string | undefined, contentLength: number | undefined): number => {
  const total = contentRange?.split('/')[1];
  return total && /^\d+$/.test(total) ? Number(total) : (contentLength ?? 0);
};

/** Files as objects of one bucket of any S3-compatible store; a key is the object's key. */
export const createS3FileStore = (config: S3StoreConfig): FileStore => {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must fail an upload in seconds, not hold the request for minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;

  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw unavailable(error);
    }
  };

  const list = async (prefix: string): Promise<string[]> => {
    const Prefix = `${checkKey(prefix)}/`;
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await send(() => client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const Key = checkKey(key);
      if (Buffer.isBuffer(body)) {
        const command = new PutObjectCommand({
          Bucket,
          Key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        });
        await send(() => client.send(command));
        return;
      }
      // A source that breaks half way must end the request: the store would otherwise wait for the bytes promised.
      const abort = new AbortController();
      const onError = (error: Error) => abort.abort(error);
      body.stream.once('error', onError);
      const command = new PutObjectCommand({
        Bucket,
        Key,
        Body: body.stream,
        ContentLength: body.length,
        ContentType: contentType,
      });
      try {
        await send(() => client.send(command, { abortSignal: abort.signal }));
      } catch (error) {
        // S3 drops an upload cut short, but some S3-compatible servers keep what arrived, a moment after the
        // request was aborted: the part goes now and once more when that moment has passed.
        const removePart = () => client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        await removePart();
        await setTimeout(abortSettleMs);
        await removePart();
        throw error;
      } finally {
        body.stream.off('error', onError);
      }
    },
    async read(key, range) {
      const Key = checkKey(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
        const stream = answer.Body as Readable;
        const size = totalSize(answer.ContentRange, answer.ContentLength);
        return range ? { stream, size, range } : { stream, size };
      } catch (error) {
        if (notFound(error)) return null;
        throw unavailable(error);
      }
    },
    async exists(key) {
      const Key = checkKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw unavailable(error);
      }
    },
    async delete(key) {
      const Key = checkKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    list,
    async deleteFolder(prefix) {
      for (const Key of await list(prefix)) await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async signedUrl(key, seconds, downloadName) {
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
      const command = new GetObjectCommand({ Bucket, Key: checkKey(key), ResponseContentDisposition: disposition });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
};
