import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { lazyChildLoggerFactory, redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides capability path segments', () => {
    expect(redactUrl('/submit-profile/abcdef123')).toBe('/submit-profile/[redacted]');
    expect(redactUrl('/preview/link-value?x=1')).toBe('/preview/[redacted]?x=1');
    expect(redactUrl('/preview/')).toBe('/preview/');
    expect(redactUrl('/reset-password/abc_DEF-123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/cards/link-value/files/before-480.webp')).toBe('/api/cards/[redacted]');
    expect(redactUrl('/payments/sandbox/order-reference/pay')).toBe('/payments/sandbox/[redacted]');
  });

  it('hides secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/api/x?token=abc&page=2&resetKey=k&password=p')).toBe(
      '/api/x?token=[redacted]&page=2&resetKey=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('lazyChildLoggerFactory', () => {
  const setup = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const parent = pino({ level }, stream);
    const childSpy = jest.spyOn(parent, 'child');
    const child = lazyChildLoggerFactory.call(
      {} as never,
      parent,
      { requestId: 'req-1' },
      {},
      {} as IncomingMessage,
    ) as FastifyBaseLogger;
    return { lines, child, childSpy };
  };

  it('writes enabled levels with the request id, making the child on first use', () => {
    const { lines, child, childSpy } = setup('warn');
    child.info('not written');
    child.debug('not written');
    expect(childSpy).not.toHaveBeenCalled();
    child.warn({ detail: 1 }, 'written');
    child.error('also written');
    expect(childSpy).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, requestId: 'req-1', detail: 1, msg: 'written' }),
      expect.objectContaining({ level: 50, requestId: 'req-1', msg: 'also written' }),
    ]);
    expect(child.level).toBe('warn');
  });

  it("follows a level set on the request's logger, and makes children that keep the request id", () => {
    const { lines, child } = setup('warn');
    child.level = 'info';
    child.info('now written');
    child.child({ component: 'x' }).warn('from a child');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, requestId: 'req-1', msg: 'now written' }),
      expect.objectContaining({ level: 40, requestId: 'req-1', component: 'x', msg: 'from a child' }),
    ]);
  });
});
