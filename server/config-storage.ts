import { type Env, oneOf, optionalText, parseHttpUrl, readRaw, readSection, section, text } from './config-schema';

export interface S3StoreConfig {
  bucket: string;
  /** Empty for AWS itself; the URL of any other S3-compatible store (MinIO, Ceph, R2, …). */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Installer downloads redirect to a short-lived signed URL of the store instead of passing through this server. */
  signedDownloads: boolean;
}

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StoreConfig);

const flags = ['true', 'false'] as const;

export const storageSection = section('File storage', {
  FILE_STORE: oneOf(['local', 's3'], 'local', {
    description:
      'Where logos, card images and PDFs, and installers are kept: local (under DATA_DIR) or s3 (an S3-compatible bucket, for several servers).',
  }),
  S3_BUCKET: optionalText({
    description: 'The bucket, when FILE_STORE=s3 (required then).',
    pattern: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    expected: "a bucket name (3–63 of a-z, 0-9, '.', '-')",
    example: 'dentiqo-files',
  }),
  S3_ENDPOINT: optionalText({
    description: 'http(s) URL of an S3-compatible store (MinIO, Ceph, R2, …); empty for Amazon S3 itself.',
    example: 'http://127.0.0.1:9000',
  }),
  S3_REGION: text('us-east-1', { description: "The bucket's region." }),
  S3_ACCESS_KEY_ID: optionalText({
    description: "Access key of the store; empty uses the SDK's own chain (AWS_* variables, profile, instance role).",
  }),
  S3_SECRET_ACCESS_KEY: optionalText({ description: 'Secret of S3_ACCESS_KEY_ID (set both or neither).' }),
  S3_FORCE_PATH_STYLE: oneOf(flags, 'false', {
    description: 'true addresses the bucket in the path (endpoint/bucket/key), as most S3-compatible stores need.',
  }),
  S3_SIGNED_DOWNLOADS: oneOf(flags, 'false', {
    description:
      "true redirects installer downloads to a signed URL of the store (the store must be reachable from users' browsers).",
  }),
});

export const parseStorageConfig = (env: Env, problems: string[]): StorageConfig => {
  const vars = readSection(storageSection, env, problems);
  if (vars.FILE_STORE === 'local') return Object.freeze({ kind: 'local' });

  const bucket = vars.S3_BUCKET ?? '';
  // A bucket name the schema refused has its problem line already.
  if (readRaw(env, 'S3_BUCKET') === undefined)
    problems.push('S3_BUCKET is required when FILE_STORE=s3: name the bucket the files go to');
  const endpoint = vars.S3_ENDPOINT ?? null;
  if (endpoint !== null) parseHttpUrl('S3_ENDPOINT', endpoint, problems);
  const accessKeyId = vars.S3_ACCESS_KEY_ID ?? null;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return Object.freeze({
    kind: 's3',
    bucket,
    endpoint,
    region: vars.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    signedDownloads: vars.S3_SIGNED_DOWNLOADS === 'true',
  });
};
