import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from './command';

export const defaultPostgresRoot = '/usr/lib/postgresql';

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** `name` on PATH, else in the newest `<root>/<version>/bin`; an OperatorError naming both places when neither has it. */
export type PgToolName = 'pg_dump' | 'pg_restore' | 'psql';

export const findPgTool = (name: PgToolName, searchPath: string, root: string): string => {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  let versions: string[] = [];
  try {
    versions = readdirSync(root).filter((entry) => /^\d+(\.\d+)?$/.test(entry));
  } catch {
    // No such directory: the message below covers it.
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (isExecutable(candidate)) return candidate;
  }
  throw new OperatorError(
    `${name} was found neither on PATH nor in ${root}/*/bin; install the PostgreSQL client of the server's ` +
      `version (Debian: apt-get install postgresql-client-15) or put its bin directory on PATH`,
  );
};

export interface ToolConnection {
  /** The database URL without its password. */
  dbname: string;
  /** The environment for the child: the parent's, with PGPASSWORD when the URL had a password. */
  env: NodeJS.ProcessEnv;
}

/**
 * Splits the password out of a `postgres://` URL: on a command line it would be visible to every user of the
 * machine (ps), so the tools get it in PGPASSWORD instead.
 */
export const toolConnection = (databaseUrl: string, env: NodeJS.ProcessEnv): ToolConnection => {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), env: password === null ? { ...env } : { ...env, PGPASSWORD: password } };
};

/** Runs a PostgreSQL tool to its end and gives its output; an OperatorError with its stderr when it fails. */
export const runTool = (file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (error) => reject(new OperatorError(`${path.basename(file)} could not run: ${error.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else {
        const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
        reject(new OperatorError(`${path.basename(file)} ${how}:\n${stderr.trim()}`));
      }
    });
  });
