/**
 * How long one test or hook may take before it fails. A server test file builds an app on a real database and
 * hashes passwords; on a loaded 2-core machine a beforeAll alone has taken more than jest's default 5 s.
 */
export const testTimeoutMs = 20_000;
