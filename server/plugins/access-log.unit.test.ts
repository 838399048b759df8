import Fastify from 'fastify';
import { AccessLogController } from './access-log';

const appLogging = (redact: string[]) => {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({
    logger: { level: 'info', stream, redact: { paths: redact, censor: '[redacted]' } },
    logController: new AccessLogController(),
  });
  app.get('/thing', async () => ({ ok: true }));
  return { app, lines };
};

describe('the access line', () => {
  it('is one line per request at info, with the request id, status and time', async () => {
    const { app, lines } = appLogging([]);
    await app.inject({ url: '/thing' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        requestId: 'req-1',
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    await app.close();
  });

  // Every line goes through the same redaction: a field of the access line that a rule names is blanked too.
  it('is redacted by the logger rules like every other line', async () => {
    const { app, lines } = appLogging(['req.url', 'res.statusCode']);
    await app.inject({ url: '/thing?x=1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '[redacted]' }, res: { statusCode: '[redacted]' } });
    await app.close();
  });
});
