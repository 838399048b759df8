/** What a blanked value reads in the log. */
export const censor = '[redacted]';

/** Fields whose values are credentials or private content, wherever they sit in a logged object. */
export const secretFields: ReadonlySet<string> = new Set([
  'password',
  'passwordRepeat',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'apiToken',
  'passwordHash',
  'password_hash',
  'tokenHash',
  'token_hash',
  'smtpUrl',
  'text_body',
  'html_body',
  // Request and reply headers that carry a session or a cookie.
  'api-company-authorization',
  'authorization',
  'cookie',
  'set-cookie',
]);

// Deep enough for any object we log (a request's body inside a logged object is three levels down); a cycle ends here.
const maxDepth = 6;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const censoredEntries = (value: Record<string, unknown>, depth: number): Record<string, unknown> | undefined => {
  let changed: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const inner = value[key];
    const next = secretFields.has(key) ? censor : redactSecrets(inner, depth + 1);
    if (next !== inner) (changed ??= {})[key] = next;
  }
  return changed;
};

/** An error of the same kind with the same fields, message and stack read through (V8's stack is an accessor). */
const errorCopy = (error: Error): Error => {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  for (const key of Object.getOwnPropertyNames(error)) {
    Object.defineProperty(copy, key, {
      value: (error as unknown as Record<string, unknown>)[key],
      writable: true,
      configurable: true,
      enumerable: Object.prototype.propertyIsEnumerable.call(error, key),
    });
  }
  return copy;
};

/**
 * `value` as it may be logged: every secret field blanked at any depth of its plain objects, arrays and errors' own
 * fields. Values are copied only where something is blanked; the logged object itself is never changed. Other class
 * instances (a Fastify request or reply) pass as they are: the logger's serializers say what of them is written.
 */
export const redactSecrets = (value: unknown, depth = 0): unknown => {
  if (value === null || typeof value !== 'object' || depth > maxDepth) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redactSecrets(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (isPlainObject(value)) {
    const changed = censoredEntries(value, depth);
    return changed ? { ...value, ...changed } : value;
  }
  if (value instanceof Error) {
    const changed = censoredEntries(value as unknown as Record<string, unknown>, depth);
    return changed ? Object.assign(errorCopy(value), changed) : value;
  }
  return value;
};
