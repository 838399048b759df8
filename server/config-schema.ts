import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The configuration schema: every environment variable is declared once, in the section of its concern, as a TypeBox
 * type whose JSON Schema keywords carry its range, default, description and example. Reading the environment,
 * `docs/configuration.md` and `.env.example` all come from these declarations.
 *
 * A new concern declares `section(title, { NAME: integer(…) | oneOf(…) | text(…) | optionalText(…) })`, reads it
 * with `readSection` in its parse function (adding the checks a JSON Schema cannot say, such as URL shapes), and is
 * listed in `configSections` in server/config.ts; then `npm run docs:config` documents it.
 */

export type Env = Record<string, string | undefined>;

/** What the docs say beside the value's type. */
export interface VariableDocs {
  description: string;
  /** A value to show in `.env.example` for a variable that has no literal default. */
  example?: string;
  /** The default as the docs show it, when it is computed at start-up (e.g. `http://localhost:$PORT`). */
  shownDefault?: string;
}

export interface ConfigSection<P extends TProperties = TProperties> {
  /** Heading in the configuration reference and `.env.example`. */
  title: string;
  variables: TObject<P>;
}

export const section = <P extends TProperties>(title: string, variables: P): ConfigSection<P> => ({
  title,
  variables: Type.Object(variables),
});

const docs = ({ description, example, shownDefault }: VariableDocs) => ({
  description,
  ...(example === undefined ? {} : { examples: [example] }),
  ...(shownDefault === undefined ? {} : { shownDefault }),
});

/** A whole number in a range; digits only, so `3.5`, `-1` and `1e3` are refused. */
export const integer = (min: number, max: number, fallback: number, about: VariableDocs) =>
  Type.Integer({ minimum: min, maximum: max, default: fallback, ...docs(about) });

/** One of a fixed list of words. */
export const oneOf = <const T extends readonly string[]>(values: T, fallback: T[number], about: VariableDocs) =>
  Type.Union(
    values.map((value) => Type.Literal(value as T[number])),
    { default: fallback, ...docs(about) },
  );

interface TextOptions extends VariableDocs {
  pattern?: RegExp;
  /** How a problem message names a valid value: `CONTACT_EMAIL must be <expected>, got "…"`. */
  expected?: string;
  maxLength?: number;
}

/** Free text with a default. */
export const text = (fallback: string, about: TextOptions) =>
  Type.String({ default: fallback, ...textKeywords(about), ...docs(about) });

/** Text that may be left unset; the section decides what unset means. */
export const optionalText = (about: TextOptions) =>
  Type.Optional(Type.String({ ...textKeywords(about), ...docs(about) }));

const textKeywords = ({ pattern, expected, maxLength }: TextOptions) => ({
  ...(pattern === undefined ? {} : { pattern: pattern.source }),
  ...(expected === undefined ? {} : { expected }),
  ...(maxLength === undefined ? {} : { maxLength }),
});

/** One variable's declaration as plain JSON Schema, for the docs. */
export interface VariableSchema {
  type?: string;
  default?: unknown;
  description?: string;
  examples?: unknown[];
  shownDefault?: string;
  expected?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: Array<{ const?: unknown }>;
}

const expectedOf = (schema: VariableSchema): string => {
  if (schema.expected !== undefined) return schema.expected;
  if (schema.type === 'integer') return `an integer from ${schema.minimum} to ${schema.maximum}`;
  if (schema.anyOf) return `one of ${schema.anyOf.map((choice) => String(choice.const)).join(', ')}`;
  return 'text';
};

/** The problem line for a value the schema refuses; it names the variable, what it expects and what it got. */
export const problemOf = (name: string, schema: VariableSchema, raw: string): string =>
  schema.maxLength !== undefined && raw.length > schema.maxLength
    ? `${name} must be at most ${schema.maxLength} characters, got ${raw.length}`
    : `${name} must be ${expectedOf(schema)}, got "${raw}"`;

/** An empty value counts as unset, so `PORT=` in an env file means the default. */
export const readRaw = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * The section's variables from the environment, defaults filled in. A refused value is reported in `problems` and
 * replaced by its default, so the section's own checks still run and every problem is named at once.
 */
export const readSection = <P extends TProperties>(
  { variables }: ConfigSection<P>,
  env: Env,
  problems: string[],
): Static<TObject<P>> => {
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(variables.properties)) {
    const schema = declared as TSchema & VariableSchema;
    const raw = readRaw(env, name);
    if (raw === undefined) {
      values[name] = schema.default;
      continue;
    }
    const value = schema.type === 'integer' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (Value.Check(schema, value)) values[name] = value;
    else {
      problems.push(problemOf(name, schema, raw));
      values[name] = schema.default;
    }
  }
  return values as Static<TObject<P>>;
};

/** Every variable of a section with what the docs need, in declaration order. */
export const variablesOf = (configSection: ConfigSection): Array<{ name: string; schema: VariableSchema }> =>
  Object.entries(configSection.variables.properties).map(([name, schema]) => ({
    name,
    schema: schema as VariableSchema,
  }));

/** The default as the docs show it; empty when unset has a meaning of its own. */
export const shownDefaultOf = (schema: VariableSchema): string =>
  schema.shownDefault ?? (schema.default === undefined ? '' : String(schema.default));

/**
 * An absolute http(s) URL, or null with a problem line naming the variable: PUBLIC_URL, PATIENT_PLATFORM_URL and
 * S3_ENDPOINT share these messages.
 */
export const parseHttpUrl = (name: string, raw: string, problems: string[]): URL | null => {
  if (!URL.canParse(raw)) {
    problems.push(`${name} must be an absolute http(s) URL, got "${raw}"`);
    return null;
  }
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`${name} must use http or https, got "${raw}"`);
    return null;
  }
  return url;
};

/** A URL as the server uses it as a base: its origin and path, without a trailing slash. */
export const baseUrlOf = (url: URL): string => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
