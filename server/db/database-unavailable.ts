// SQLSTATE classes and codes that mean "the database is not there right now", not "this request is wrong":
// connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many connections (53300).
const unavailableStates = /^(08\d{3}|57P0[123]|53300)$/;
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// pg reports a dropped or never-made connection with these messages and no code.
const pgConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database cannot be reached or is too busy for now (PostgreSQL down or restarting, a
 * SQLite write lock held past the busy timeout): the request may succeed if repeated, so it is a 503, not a 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableStates.test(code) || socketErrors.has(code) || code === 'SQLITE_BUSY')) {
    return true;
  }
  return typeof message === 'string' && pgConnectionMessages.test(message);
};
