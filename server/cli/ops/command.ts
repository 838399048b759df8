import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../../config';
import type { DbHandle } from '../../db/create-db';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Where a command writes and what it runs against; tests pass their own. */
export interface OpsIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  /** Where PostgreSQL's versioned client directories are looked for when PATH has no pg_dump. */
  postgresRoot?: string;
}

export interface OpsContext {
  io: OpsIo;
  /** The configuration, read when first asked for, so a usage error is reported before a configuration error. */
  config: () => Readonly<Config>;
  /**
   * The configured database, opened once per run. `migrate` brings it up to date first (what the server does at
   * start); `current` refuses a database with pending migrations, so a read-only command changes nothing; `as-is`
   * opens it whatever its state, for the command that reports that state (doctor).
   */
  db: (mode: 'migrate' | 'current' | 'as-is') => Promise<DbHandle>;
}

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export interface OpsCommand {
  name: string;
  /** The arguments after the command's name, e.g. `[--force] FILE`. */
  args: string;
  /** One or two lines for the usage text. */
  summary: string;
  options: ParseArgsOptionsConfig;
  run: (context: OpsContext, args: ParsedArgs) => Promise<number>;
}

/** The operator called a command wrongly: exit code 2 and the command's usage. */
export class UsageError extends Error {}

/** The command cannot do what was asked (a missing company, a non-empty target): exit code 1 and the message. */
export class OperatorError extends Error {}

export const jsonOption = { json: { type: 'boolean' } } as const satisfies ParseArgsOptionsConfig;

export const forceOption = { force: { type: 'boolean' } } as const satisfies ParseArgsOptionsConfig;

/** Exactly the named positionals, in order. */
export const positionals = (args: ParsedArgs, ...names: string[]): string[] => {
  if (args.positionals.length !== names.length) {
    const wanted = names.length === 0 ? 'no arguments' : names.join(' ');
    throw new UsageError(`expected ${wanted}, got ${args.positionals.length} argument(s)`);
  }
  for (const [index, name] of names.entries()) {
    if (args.positionals[index]!.trim() === '') throw new UsageError(`${name} is empty`);
  }
  return args.positionals;
};

export const stringValue = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.values[name];
  if (typeof value !== 'string') return undefined;
  if (value.trim() === '') throw new UsageError(`--${name} is empty`);
  return value;
};

export const flag = (args: ParsedArgs, name: string): boolean => args.values[name] === true;
