import {
  baseUrlOf,
  integer,
  oneOf,
  optionalText,
  parseHttpUrl,
  problemOf,
  readSection,
  section,
  shownDefaultOf,
  text,
} from './config-schema';

// A section like the ones under server/config-*.ts, declared here so the reader's rules are pinned apart from any
// one concern's variables.
const storage = section('Storage', {
  STORE_PARTS: integer(1, 10, 4, { description: 'Parts uploaded at once.' }),
  STORE_KIND: oneOf(['local', 's3'] as const, 'local', { description: 'Where files go.' }),
  STORE_BUCKET: optionalText({
    pattern: /^[a-z0-9.-]{3,63}$/,
    expected: 'a bucket name of 3–63 lower-case letters, digits, "." or "-"',
    example: 'dentiqo-files',
    description: 'Bucket of the object store.',
  }),
  STORE_PREFIX: text('files/', { maxLength: 8, description: 'Key prefix.' }),
  STORE_REGION: optionalText({ shownDefault: 'the endpoint’s own', description: 'Region of the object store.' }),
});

const read = (env: Record<string, string>) => {
  const problems: string[] = [];
  const values = readSection(storage, env, problems);
  return { values, problems };
};

describe('the configuration schema reader', () => {
  it('fills each default, and leaves an optional variable without one unset', () => {
    expect(read({})).toEqual({
      values: { STORE_PARTS: 4, STORE_KIND: 'local', STORE_BUCKET: undefined, STORE_PREFIX: 'files/' },
      problems: [],
    });
  });

  it('treats an empty or blank value as unset and trims the rest', () => {
    expect(read({ STORE_PARTS: '', STORE_KIND: '  ', STORE_BUCKET: ' my-bucket ' }).values).toMatchObject({
      STORE_PARTS: 4,
      STORE_KIND: 'local',
      STORE_BUCKET: 'my-bucket',
    });
  });

  it('reads a number as a number and a choice as its word', () => {
    expect(read({ STORE_PARTS: '10', STORE_KIND: 's3' }).values).toMatchObject({ STORE_PARTS: 10, STORE_KIND: 's3' });
  });

  it.each(['0', '11', '3.5', '-1', '1e1', '+5', 'four'])('refuses STORE_PARTS=%s, naming its range', (value) => {
    expect(read({ STORE_PARTS: value })).toEqual({
      values: expect.objectContaining({ STORE_PARTS: 4 }),
      problems: [`STORE_PARTS must be an integer from 1 to 10, got "${value}"`],
    });
  });

  it('names the choices, the expected shape and the longest length', () => {
    expect(read({ STORE_KIND: 'ftp', STORE_BUCKET: 'No Spaces', STORE_PREFIX: 'much/too/long/' }).problems).toEqual([
      'STORE_KIND must be one of local, s3, got "ftp"',
      'STORE_BUCKET must be a bucket name of 3–63 lower-case letters, digits, "." or "-", got "No Spaces"',
      'STORE_PREFIX must be at most 8 characters, got 14',
    ]);
  });

  it('describes the value a message expects from the schema alone', () => {
    expect(problemOf('X', { type: 'string' }, 'y')).toBe('X must be text, got "y"');
  });

  it('shows a computed default as written, a literal one as its value, and none as empty', () => {
    const { properties } = storage.variables;
    expect(shownDefaultOf(properties.STORE_REGION)).toBe('the endpoint’s own');
    expect(shownDefaultOf(properties.STORE_PARTS)).toBe('4');
    expect(shownDefaultOf(properties.STORE_BUCKET)).toBe('');
  });
});

describe('parseHttpUrl', () => {
  it.each([
    ['not a URL', 'URL_X must be an absolute http(s) URL, got "not a URL"'],
    ['/relative/path', 'URL_X must be an absolute http(s) URL, got "/relative/path"'],
    ['ftp://files.example', 'URL_X must use http or https, got "ftp://files.example"'],
  ])('refuses %s, naming the variable', (raw, message) => {
    const problems: string[] = [];
    expect(parseHttpUrl('URL_X', raw, problems)).toBeNull();
    expect(problems).toEqual([message]);
  });

  it('takes http and https, and gives the base without a trailing slash', () => {
    const problems: string[] = [];
    const url = parseHttpUrl('URL_X', 'https://store.example/bucket/', problems);
    expect(problems).toEqual([]);
    expect(baseUrlOf(url!)).toBe('https://store.example/bucket');
  });
});
