import type Nodemailer from 'nodemailer';

let loading: Promise<typeof Nodemailer> | undefined;

/**
 * nodemailer, loaded when the first message goes out instead of at start: about 40 modules that an idle server, or
 * one that never sends mail, does not need in memory.
 */
export const loadNodemailer = (): Promise<typeof Nodemailer> =>
  (loading ??= import('nodemailer').then((module) => module.default));

/** A nodemailer transporter made at the first `get()`; `close()` closes it only if it was made. */
export const lazyTransporter = <T extends { close(): void }>(create: (nodemailer: typeof Nodemailer) => T) => {
  let transporter: Promise<T> | undefined;
  let closed = false;
  return {
    get: (): Promise<T> => (transporter ??= loadNodemailer().then(create)),
    close: (): void => {
      if (closed) return;
      closed = true;
      void transporter?.then((made) => made.close()).catch(() => undefined);
    },
  };
};
