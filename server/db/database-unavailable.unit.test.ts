import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for an unreachable, restarting or overloaded database', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '53300', 'SQLITE_BUSY']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is false for errors a retry would not cure', () => {
    for (const code of ['23505', '42P01', '22P02', 'SQLITE_CONSTRAINT_UNIQUE', 'ERR_ASSERTION']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
