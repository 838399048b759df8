import { PassThrough } from 'node:stream';
import pino from 'pino';
import { censor, redactSecrets } from './log-redaction';
import { loggerOptions } from './logger';

describe('redactSecrets', () => {
  it('blanks every secret field at any depth of plain objects and arrays', () => {
    const logged = {
      password: 'top-secret',
      body: { email: 'a@b.co', newPassword: 'p1', nested: { token: 't1', deeper: [{ password_hash: 'h1' }] } },
      headers: { authorization: 'Bearer b', cookie: 'sid=c', 'api-company-authorization': 's', accept: '*/*' },
      list: [{ apiToken: 'a1' }, 'plain', 3],
      count: 2,
    };
    expect(redactSecrets(logged)).toEqual({
      password: censor,
      body: { email: 'a@b.co', newPassword: censor, nested: { token: censor, deeper: [{ password_hash: censor }] } },
      headers: { authorization: censor, cookie: censor, 'api-company-authorization': censor, accept: '*/*' },
      list: [{ apiToken: censor }, 'plain', 3],
      count: 2,
    });
  });

  it('never changes the logged object, and copies only what it blanks', () => {
    const untouched = { email: 'a@b.co', items: [1, 2] };
    const logged = { user: { token: 't' }, untouched };
    const redacted = redactSecrets(logged) as typeof logged;
    expect(logged.user.token).toBe('t');
    expect(redacted.untouched).toBe(untouched);
    const clean = { a: { b: [1, { c: 'd' }] } };
    expect(redactSecrets(clean)).toBe(clean);
  });

  it('blanks an error’s own secret fields and keeps its kind, message and stack', () => {
    const error = Object.assign(new TypeError('went wrong'), { token: 'leaked', code: 'E_X' });
    const redacted = redactSecrets({ err: error }) as { err: TypeError & { token: string; code: string } };
    expect(redacted.err).toBeInstanceOf(TypeError);
    expect(redacted.err).toMatchObject({ token: censor, code: 'E_X' });
    expect(redacted.err.message).toBe('went wrong');
    expect(redacted.err.stack).toBe(error.stack);
    expect(error.token).toBe('leaked');
  });

  it('passes class instances as they are (their serializers say what is written) and ends on a cycle', () => {
    class Request {
      password = 'kept-for-the-serializer';
    }
    const request = new Request();
    expect((redactSecrets({ req: request }) as { req: Request }).req).toBe(request);
    const cyclic: Record<string, unknown> = { token: 't' };
    cyclic.self = cyclic;
    expect(() => redactSecrets(cyclic)).not.toThrow();
    expect((redactSecrets(cyclic) as Record<string, unknown>).token).toBe(censor);
  });
});

describe('the logger options', () => {
  it('blank secrets in every line, a child’s included', async () => {
    const stream = new PassThrough();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const log = pino(loggerOptions({ logLevel: 'info' }, stream) as pino.LoggerOptions, stream);
    const child = log.child({ component: 'mail' });
    const settings = { smtpUrl: 'smtp://user:pass@host', port: 25 };
    child.info(
      { settings, body: { password: 'hunter22' }, err: Object.assign(new Error('x'), { token: 'tok' }) },
      'sent',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = chunks.join('');
    expect(JSON.parse(text)).toMatchObject({
      component: 'mail',
      settings: { smtpUrl: censor, port: 25 },
      body: { password: censor },
      err: { message: 'x', token: censor },
      msg: 'sent',
    });
    for (const secret of ['hunter22', 'user:pass', 'tok"']) expect(text).not.toContain(secret);
  });
});
