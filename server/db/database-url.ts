import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export class DatabaseUrlError extends Error {}

const sqliteMemory = ':memory:';

/**
 * Reads a `DATABASE_URL`: `postgres://…` / `postgresql://…` for PostgreSQL, `sqlite:<path>` or `file:<path>` for a
 * SQLite file (relative paths resolve against `baseDir`, `sqlite::memory:` for an in-memory database).
 */
export const parseDatabaseUrl = (value: string, baseDir = process.cwd()): DatabaseTarget => {
  const text = value.trim();
  if (/^postgres(ql)?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new DatabaseUrlError('is not a valid PostgreSQL URL');
    }
    if (!url.hostname && !url.searchParams.has('host')) throw new DatabaseUrlError('has no host');
    return { dialect: 'postgres', url: text };
  }
  if (/^file:\/\//i.test(text)) {
    try {
      return { dialect: 'sqlite', file: fileURLToPath(text) };
    } catch {
      throw new DatabaseUrlError('is not a valid file URL');
    }
  }
  const prefix = /^(sqlite|file):/i.exec(text);
  if (prefix) {
    const rest = text.slice(prefix[0].length).replace(/^\/\/(?=\/)/, '');
    if (!rest) throw new DatabaseUrlError('names no SQLite file');
    if (rest === sqliteMemory) return { dialect: 'sqlite', file: sqliteMemory };
    return { dialect: 'sqlite', file: path.resolve(baseDir, rest) };
  }
  throw new DatabaseUrlError('must start with postgres://, postgresql://, sqlite: or file:');
};

export const isInMemorySqlite = (target: DatabaseTarget): boolean =>
  target.dialect === 'sqlite' && target.file === sqliteMemory;
