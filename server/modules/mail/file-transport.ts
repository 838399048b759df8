import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lazyTransporter } from './load-nodemailer';
import { type MailTransport, type OutgoingMail, sendMailOptions } from './transport';

/** `20261123T101500Z-<outbox id>.eml`: sorts by time, and a resend of one row overwrites its own file. */
export const emlFileName = (mail: Pick<OutgoingMail, 'outboxId' | 'date'>): string =>
  `${mail.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}-${mail.outboxId}.eml`;

/** Development and test delivery: each message becomes a complete `.eml` file any mail client opens. */
export const createFileTransport = (dir: string): MailTransport => {
  const composer = lazyTransporter((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true }));
  return {
    description: `.eml files in ${dir}`,
    send: async (mail) => {
      const info = await (await composer.get()).sendMail(sendMailOptions(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(mail));
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: composer.close,
  };
};
