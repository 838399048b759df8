import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmtpSink, startSmtpSink } from '../server-test/smtp-sink';
import { signUpClinic } from './support/clinic';
import { type ServerProcess, startServerProcess } from './support/server-process';

jest.setTimeout(180_000);

const serverPort = 4462;
const smtpPort = 4463;
const clinics = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await pause(200);
};

describe('mail while the SMTP server is down', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-faults-mail-'));
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every message once it is back, none twice', async () => {
    // Nothing listens on the SMTP port yet: every attempt is refused at the socket.
    server = await startServerProcess(serverPort, dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_RETRY_MAX_SECONDS: '2',
    });
    const emails: string[] = [];
    for (let n = 0; n < clinics; n += 1) emails.push((await signUpClinic(server.url)).email);
    for (const email of emails) {
      const asked = await fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(asked.ok).toBe(true);
    }
    // Down for a while: several rounds of failed attempts.
    await pause(5000);

    sink = await startSmtpSink(smtpPort);
    const expected = clinics * 2;
    const delivered = sink;
    await waitFor(() => delivered.received.length >= expected, 60_000);
    // A second delivery would come within a retry interval or two.
    await pause(4000);

    const perRecipient = new Map<string, number>();
    for (const message of delivered.received) {
      const to = message.to && !Array.isArray(message.to) ? message.to.text : '';
      perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    const messageIds = new Set(delivered.received.map((message) => message.messageId));
    console.log(
      `SMTP down 5 s with ${expected} messages queued: ${delivered.received.length} delivered after it returned, ${messageIds.size} distinct Message-IDs`,
    );
    expect(delivered.received).toHaveLength(expected);
    expect(messageIds.size).toBe(expected);
    expect([...perRecipient.keys()].sort()).toEqual([...emails].sort());
    expect([...perRecipient.values()]).toEqual(Array(clinics).fill(2));
  });
});
