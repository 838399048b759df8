import path from 'node:path';
import { ConfigError, configVariables, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: `sqlite:${path.resolve('data', 'dentiqo.sqlite')}`,
      appName: 'Dentiqo 3D',
      logLevel: 'info',
      nodeEnv: 'development',
      staticDir: path.resolve(__dirname, '..', 'dist'),
      localesDir: path.resolve(__dirname, '..', 'locales'),
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', APP_NAME: ' ', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      appName: 'Dentiqo 3D',
      logLevel: 'info',
    });
  });

  it('derives PUBLIC_URL from PORT and keeps no trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://dentiqo.example/' }).publicUrl).toBe('https://dentiqo.example');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/app/' }).publicUrl).toBe('https://example.com/app');
  });

  it('resolves DATA_DIR and puts the default SQLite file in it', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/somewhere' });
    expect(config.dataDir).toBe(path.resolve('tmp/somewhere'));
    expect(config.databaseUrl).toBe(`sqlite:${path.resolve('tmp/somewhere', 'dentiqo.sqlite')}`);
  });

  it.each([
    ['postgres://user:pw@db:5432/dentiqo', 'postgres://user:pw@db:5432/dentiqo'],
    ['postgresql://db/dentiqo', 'postgresql://db/dentiqo'],
    ['sqlite:/var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['sqlite:relative/app.sqlite', `sqlite:${path.resolve('relative/app.sqlite')}`],
    ['file:/var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['file:///var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['sqlite::memory:', 'sqlite::memory:'],
  ])('accepts DATABASE_URL %s', (value, expected) => {
    expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(expected);
  });

  it.each(['mysql://db/dentiqo', 'dentiqo.sqlite', 'sqlite:', 'postgres://'])('rejects DATABASE_URL %s', (value) => {
    expect(problemsOf({ DATABASE_URL: value })).toEqual([expect.stringContaining('DATABASE_URL')]);
  });

  it('names every invalid value at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      PUBLIC_URL: 'ftp://example.com',
      DATABASE_URL: 'mongodb://x',
      APP_NAME: 'x'.repeat(61),
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'APP_NAME', 'LOG_LEVEL', 'NODE_ENV']) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it.each(['-1', '3.5', 'abc', '65536'])('rejects PORT %s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringContaining('PORT')]);
  });

  it.each(['localhost:3000', 'https://user:pw@example.com', 'https://example.com/?a=1', 'not a url'])(
    'rejects PUBLIC_URL %s',
    (publicUrl) => {
      expect(problemsOf({ PUBLIC_URL: publicUrl })).toEqual([expect.stringContaining('PUBLIC_URL')]);
    },
  );

  it('accepts an APP_NAME of exactly 60 characters', () => {
    expect(loadConfig({ APP_NAME: 'a'.repeat(60) }).appName).toHaveLength(60);
  });

  it('lists the message of every problem in the error text', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('documents every variable it reads', () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      'PORT',
      'HOST',
      'PUBLIC_URL',
      'DATA_DIR',
      'DATABASE_URL',
      'APP_NAME',
      'LOG_LEVEL',
      'NODE_ENV',
    ]);
  });
});
