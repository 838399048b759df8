import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/**
 * The server's mail folder: `<dataDir>/mail`. playwright.config.ts sets E2E_DATA_DIR for the server and the tests
 * alike; the benchmarks pass the data directory of the server they started.
 */
const mailDir = (dataDir = process.env.E2E_DATA_DIR): string => {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'mail');
};

const recipients = (mail: ParsedMail): string[] =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address?.toLowerCase() ?? ''));

const readAll = async (folder: string): Promise<ParsedMail[]> => {
  const names = await readdir(folder).catch(() => [] as string[]);
  // Bodies in ru/uk are base64: parse every message rather than grep the raw files.
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => simpleParser(await readFile(path.join(folder, name)))),
  );
};

/**
 * Waits (up to 15 s) for the newest e-mail to `to` that carries a link to `linkPath` (e.g. `/submit-profile/`) and
 * returns that link. The sender loop delivers within a moment of the request.
 */
export const waitForMailLink = async (
  to: string,
  linkPath: string,
  dataDir?: string,
): Promise<{ link: string; mail: ParsedMail }> => {
  const folder = mailDir(dataDir);
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath.replace(/\//g, '\\/')}[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await readAll(folder))
      .filter((mail) => recipients(mail).includes(to.toLowerCase()))
      .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
    for (const mail of mails) {
      const link = mail.text?.match(pattern)?.[0];
      if (link) return { link, mail };
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with a ${linkPath} link within 15 s in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Waits (up to 15 s) for an e-mail to `to` whose `linkPath` link is not `seen`: the one a resend sent. */
export const waitForNewMailLink = async (to: string, linkPath: string, seen: string): Promise<string> => {
  const folder = mailDir();
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath.replace(/\//g, '\\/')}[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const links = (await readAll(folder))
      .filter((mail) => recipients(mail).includes(to.toLowerCase()))
      .map((mail) => mail.text?.match(pattern)?.[0]);
    const fresh = links.find((link) => link !== undefined && link !== seen);
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${to} with a ${linkPath} link within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Waits (up to 15 s) for an e-mail to `to` with exactly `subject`, e.g. one that carries no link. */
export const waitForMailSubject = async (to: string, subject: string): Promise<ParsedMail> => {
  const folder = mailDir();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await readAll(folder)).find(
      (mail) => recipients(mail).includes(to.toLowerCase()) && mail.subject === subject,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with the subject "${subject}" within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
