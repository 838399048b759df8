import path from 'node:path';
import type { Config } from '../../config';
import { createFileTransport } from './file-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

/** Where `.eml` files go when no SMTP server is configured. */
export const mailDir = (dataDir: string): string => path.join(dataDir, 'mail');

export const createMailTransport = (config: Pick<Config, 'dataDir' | 'mail'>): MailTransport =>
  config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createFileTransport(mailDir(config.dataDir));
