import type { App } from '../server/app';
import { mailbox } from './accounts';
import { type TestApp, createTestApp } from './test-app';
import { type TestClock, createTestClock } from './test-clock';

export interface ClockedApp {
  time: TestClock;
  mail: ReturnType<typeof mailbox>;
  /** The app, once beforeAll has built it. */
  app: () => App;
  testApp: () => TestApp;
}

/** For a describe block: an app on a test clock whose e-mails land in a mailbox, built before and closed after it. */
export const useClockedApp = (): ClockedApp => {
  const time = createTestClock();
  const mail = mailbox();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: time.clock, onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  return { time, mail, app: () => testApp.app, testApp: () => testApp };
};
