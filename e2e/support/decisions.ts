import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { DecisionBody } from '../../contract/api/card-decisions';

type Answer = DecisionBody extends infer Body ? (Body extends unknown ? Omit<Body, 'requestId'> : never) : never;

/** A patient's answer through the preview's API, as the page sends it (its form tested in plan-decision.spec.ts). */
export const answerPlan = async (request: APIRequestContext, previewLink: string, answer: Answer): Promise<void> => {
  const response = await request.post(`/api/cards/${previewLink}/decisions`, {
    data: { ...answer, requestId: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/** The subjects of the e-mails the server wrote to `to` (its mail folder under E2E_DATA_DIR). */
const subjectsTo = async (to: string): Promise<string[]> => {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
  return mails
    .filter((mail) => [mail.to ?? []].flat().some((list) => list.value.some((one) => one.address === to)))
    .map((mail) => mail.subject ?? '');
};

/** Waits (up to 15 s) until the e-mails to `to` include every one of `subjects`. */
export const expectMailSubjects = async (to: string, subjects: string[]): Promise<void> => {
  await expect.poll(() => subjectsTo(to), { timeout: 15_000 }).toEqual(expect.arrayContaining(subjects));
};
