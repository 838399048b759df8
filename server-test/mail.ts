import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/tables';
import { loadEmailTexts } from '../server/modules/mail/email-texts';
import { type MailDeps, type MailRequest, type QueuedMail, queueMail } from '../server/modules/mail/service';
import type { MailTransport, OutgoingMail } from '../server/modules/mail/transport';

export const testMailDeps: MailDeps = {
  appName: 'Dentiqo 3D',
  publicUrl: 'https://dentiqo.example',
  emailTexts: loadEmailTexts(path.resolve(__dirname, '..', 'locales')),
};

/** Queues a confirmation e-mail that belongs to no company. */
export const queueTestMail = (
  db: Kysely<Database>,
  now: Date,
  overrides: Partial<MailRequest> = {},
): Promise<QueuedMail> =>
  queueMail(
    db,
    testMailDeps,
    {
      kind: 'email-confirmation',
      companyId: null,
      to: 'owner@clinic.example',
      language: 'en',
      values: { companyName: 'Smile Clinic', link: 'https://dentiqo.example/submit-profile/abc', hours: '48' },
      ...overrides,
    },
    now,
  );

export interface RecordingTransport extends MailTransport {
  sent: OutgoingMail[];
  /** While set, every attempt rejects with it. */
  failWith: Error | null;
  /** Milliseconds each attempt takes. */
  delayMs: number;
}

/** A transport that keeps what it is given, for sender tests. */
export const recordingTransport = (): RecordingTransport => {
  const transport: RecordingTransport = {
    description: 'memory',
    sent: [],
    failWith: null,
    delayMs: 0,
    send: async (mail) => {
      if (transport.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, transport.delayMs));
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(mail);
    },
    close: () => undefined,
  };
  return transport;
};

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
