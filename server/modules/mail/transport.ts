import type { SendMailOptions } from 'nodemailer';

/** One outbox row ready for delivery. */
export interface OutgoingMail {
  outboxId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The row's fixed Message-ID: a resend after a crash is recognisably the same message. */
  messageId: string;
  /** When the message was queued; the same on every attempt. */
  date: Date;
}

export interface MailTransport {
  /** Where messages go, without credentials, for the logs. */
  readonly description: string;
  /** Resolves once the message is handed over; rejects when this attempt failed. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer builds the same MIME message for every transport from these fields. */
export const sendMailOptions = (mail: OutgoingMail): SendMailOptions => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  date: mail.date,
  // RFC 3834: tells auto-responders (vacation replies) not to answer.
  headers: { 'Auto-Submitted': 'auto-generated' },
});
