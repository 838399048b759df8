import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message accepted, parsed. */
  received: ParsedMail[];
  /** While set, RCPT TO is answered with this code (e.g. 451, 421) and nothing is accepted. */
  refuseWith: number | null;
  /** RCPT TO commands seen, refused ones included. */
  recipientAttempts: number;
  logins: string[];
  stop: () => Promise<void>;
}

const smtpError = (code: number): Error =>
  Object.assign(new Error(`refused for the test (${code})`), { responseCode: code });

/** A real SMTP server on 127.0.0.1 for delivery tests: plain text, optional AUTH, switchable refusals. */
export const startSmtpSink = async (port = 0): Promise<SmtpSink> => {
  const state: Pick<SmtpSink, 'received' | 'refuseWith' | 'recipientAttempts' | 'logins'> = {
    received: [],
    refuseWith: null,
    recipientAttempts: 0,
    logins: [],
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      state.logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onRcptTo: (_address, _session, callback) => {
      state.recipientAttempts += 1;
      callback(state.refuseWith === null ? null : smtpError(state.refuseWith));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          state.received.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
