import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** The e2e server's mail folder; playwright.config.ts sets E2E_DATA_DIR for the server and the tests alike. */
const mailDir = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'mail');
};

const recipients = (mail: ParsedMail): string[] =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address?.toLowerCase() ?? ''));

const readAll = async (): Promise<ParsedMail[]> => {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  // Bodies in ru/uk are base64: parse every message rather than grep the raw files.
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => simpleParser(await readFile(path.join(mailDir(), name)))),
  );
};

/**
 * Waits for the newest e-mail to `to` that carries a link to `linkPath` (e.g. `/submit-profile/`) and is not one of
 * `seen`, and returns that link. The sender loop delivers within a moment of the request.
 */
export const waitForMailLink = async (to: string, linkPath: string): Promise<{ link: string; mail: ParsedMail }> => {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath.replace(/\//g, '\\/')}[A-Za-z0-9_-]+`);
  let found: { link: string; mail: ParsedMail } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readAll())
          .filter((mail) => recipients(mail).includes(to.toLowerCase()))
          .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
        for (const mail of mails) {
          const link = mail.text?.match(pattern)?.[0];
          if (link) {
            found = { link, mail };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} with a ${linkPath} link`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
};
