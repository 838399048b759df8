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

export const storageVariables = [
  {
    name: 'FILE_STORE',
    default: 'local',
    description:
      'Where logos, card images and PDFs, and installers are kept: local (under DATA_DIR) or s3 (an S3-compatible bucket, for several servers).',
  },
  { name: 'S3_BUCKET', default: '', description: 'The bucket, when FILE_STORE=s3 (required then).' },
  {
    name: 'S3_ENDPOINT',
    default: '',
    description: 'http(s) URL of an S3-compatible store (MinIO, Ceph, R2, …); empty for Amazon S3 itself.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: "The bucket's region." },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '',
    description: "Access key of the store; empty uses the SDK's own chain (AWS_* variables, profile, instance role).",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', description: 'Secret of S3_ACCESS_KEY_ID (set both or neither).' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true addresses the bucket in the path (endpoint/bucket/key), as most S3-compatible stores need.',
  },
  {
    name: 'S3_SIGNED_DOWNLOADS',
    default: 'false',
    description:
      "true redirects installer downloads to a signed URL of the store (the store must be reachable from users' browsers).",
  },
] as const;

const fileStores = ['local', 's3'] as const;

const flag = (name: string, raw: string | undefined, problems: string[]): boolean => {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return false;
};

const httpUrl = (raw: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

export const parseStorageConfig = (read: (name: string) => string | undefined, problems: string[]): StorageConfig => {
  const kind = read('FILE_STORE') ?? 'local';
  if (!(fileStores as readonly string[]).includes(kind)) {
    problems.push(`FILE_STORE must be one of ${fileStores.join(', ')}, got "${kind}"`);
    return Object.freeze({ kind: 'local' });
  }
  if (kind === 'local') return Object.freeze({ kind: 'local' });

  const bucket = read('S3_BUCKET') ?? '';
  if (bucket === '') problems.push('S3_BUCKET is required when FILE_STORE=s3: name the bucket the files go to');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name (3–63 of a-z, 0-9, '.', '-'), got "${bucket}"`);
  }
  const endpoint = read('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !httpUrl(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  const accessKeyId = read('S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return Object.freeze({
    kind: 's3',
    bucket,
    endpoint,
    region: read('S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', read('S3_FORCE_PATH_STYLE'), problems),
    signedDownloads: flag('S3_SIGNED_DOWNLOADS', read('S3_SIGNED_DOWNLOADS'), problems),
  });
};
