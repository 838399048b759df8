import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { loadEmailTexts } from '../modules/mail/email-texts';
import type { MailDeps, QueuedMail } from '../modules/mail/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What queuing an e-mail takes: the product name and URL for its texts, and who to tell once it is queued. */
    mail: MailDeps;
  }
}

export interface MailOptions {
  appName: string;
  publicUrl: string;
  localesDir: string;
  /** Logs each queued link (a developer without a mail client clicks it there); never outside development. */
  logLinks: boolean;
  onMailQueued?: ((mail: QueuedMail) => void) | undefined;
}

export const mailService = fp<MailOptions>(
  (async (app, { appName, publicUrl, localesDir, logLinks, onMailQueued }) => {
    app.decorate('mail', {
      appName,
      publicUrl,
      emailTexts: loadEmailTexts(localesDir),
      onMailQueued: (mail: QueuedMail) => {
        onMailQueued?.(mail);
        if (logLinks) {
          app.log.info({ mail: { kind: mail.kind, to: mail.to, link: mail.link } }, `e-mail queued: ${mail.link}`);
        }
      },
    });
  }) satisfies FastifyPluginAsync<MailOptions>,
  { name: 'mail', fastify: '5.x' },
);
