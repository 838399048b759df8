import { withoutPassword } from '../../config-mail';
import { lazyTransporter } from './load-nodemailer';
import { type MailTransport, sendMailOptions } from './transport';

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

// Well inside the sender's lease, so an attempt ends (and is recorded) before another process may take it over.
export const defaultSmtpTimeouts: SmtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 30_000 };

/** Delivery through the SMTP server of `SMTP_URL`, one connection per message. */
export const createSmtpTransport = (url: string, timeouts: SmtpTimeouts = defaultSmtpTimeouts): MailTransport => {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({
      url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    }),
  );
  return {
    description: withoutPassword(url),
    send: async (mail) => {
      await (await transporter.get()).sendMail(sendMailOptions(mail));
    },
    close: transporter.close,
  };
};
