import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../server-test/ops';
import { findPgTool, toolConnection } from './pg-tools';

describe('PostgreSQL client tools', () => {
  const files = tempDir('dentiqo-pg-tools-');
  afterAll(() => files.remove());

  const fakeTool = (dir: string, name: string): string => {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    return file;
  };

  it('takes the password out of the URL and hands it over in PGPASSWORD', () => {
    const connection = toolConnection('postgres://dentiqo:s%40cr%3At@db.example:5432/dentiqo?sslmode=require', {
      PATH: '/usr/bin',
    });
    expect(connection.dbname).toBe('postgres://dentiqo@db.example:5432/dentiqo?sslmode=require');
    expect(connection.env).toEqual({ PATH: '/usr/bin', PGPASSWORD: 's@cr:t' });
  });

  it('moves a password given as a query parameter as well', () => {
    const connection = toolConnection(
      'postgresql://dentiqo@db.example/dentiqo?password=secret&application_name=ops',
      {},
    );
    expect(connection.dbname).toBe('postgresql://dentiqo@db.example/dentiqo?application_name=ops');
    expect(connection.env).toEqual({ PGPASSWORD: 'secret' });
  });

  it('sets no PGPASSWORD for a URL without one', () => {
    expect(toolConnection('postgres://dentiqo@localhost/dentiqo', { PGPASSWORD: 'from-shell' }).env).toEqual({
      PGPASSWORD: 'from-shell',
    });
  });

  it('prefers PATH, then the newest versioned folder', () => {
    const root = path.join(files.dir, 'postgresql');
    fakeTool(path.join(root, '9.6', 'bin'), 'pg_dump');
    const newest = fakeTool(path.join(root, '16', 'bin'), 'pg_dump');
    fakeTool(path.join(root, '15', 'bin'), 'pg_dump');
    expect(findPgTool('pg_dump', '', root)).toBe(newest);

    const onPath = fakeTool(path.join(files.dir, 'bin'), 'pg_dump');
    expect(findPgTool('pg_dump', `/nonexistent${path.delimiter}${path.dirname(onPath)}`, root)).toBe(onPath);
  });

  it('names both places it looked when the tool is nowhere', () => {
    const root = path.join(files.dir, 'empty-root');
    expect(() => findPgTool('pg_restore', '/nonexistent', root)).toThrow(
      `pg_restore was found neither on PATH nor in ${root}/*/bin;`,
    );
  });
});
