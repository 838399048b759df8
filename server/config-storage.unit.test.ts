import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/dentiqo-x', ...env });
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
};

describe('file store configuration', () => {
  it('keeps files under DATA_DIR by default', () => {
    expect(load({}).storage).toEqual({ kind: 'local' });
  });

  it('reads every S3 setting', () => {
    const config = load({
      FILE_STORE: 's3',
      S3_BUCKET: 'clinic-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_SIGNED_DOWNLOADS: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'clinic-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      signedDownloads: true,
    });
  });

  it('refuses to start on S3 without a bucket, naming the variable', () => {
    expect(problemsOf({ FILE_STORE: 's3' })).toEqual([
      'S3_BUCKET is required when FILE_STORE=s3: name the bucket the files go to',
    ]);
  });

  it('names each bad value', () => {
    expect(
      problemsOf({
        FILE_STORE: 's3',
        S3_BUCKET: 'No_Such',
        S3_ENDPOINT: 'ftp://store',
        S3_ACCESS_KEY_ID: 'id',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      `S3_BUCKET must be a bucket name (3–63 of a-z, 0-9, '.', '-'), got "No_Such"`,
      'S3_FORCE_PATH_STYLE must be one of true, false, got "yes"',
      'S3_ENDPOINT must use http or https, got "ftp://store"',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problemsOf({ FILE_STORE: 'nfs' })).toEqual(['FILE_STORE must be one of local, s3, got "nfs"']);
  });
});
