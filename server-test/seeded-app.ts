import { newSecretToken } from '../server/security/secret-tokens';
import { type SeededCompany, seedCompanyA } from './access-seed';
import { mailbox } from './accounts';
import { type PlatformStandIn, startPlatformStandIn } from './patient-platform-stand-in';
import { routeTable } from './route-table';
import { type TestApp, createTestApp } from './test-app';
import { type TestClock, createTestClock } from './test-clock';

export interface SeededApp {
  time: TestClock;
  mail: ReturnType<typeof mailbox>;
  /** Every route the app registered, as the security suites walk them. */
  table: ReturnType<typeof routeTable>;
  /** The one token the patient platform stand-in accepts; company A is linked with it. */
  platformToken: string;
  /** The stand-in itself, to read what reached the platform. */
  platform: PlatformStandIn;
  testApp: TestApp;
  a: SeededCompany;
}

/**
 * For a describe block of the security suites: an app on a test clock with its route table recorded, a patient
 * platform stand-in, and company A seeded with one of every object a route can name. `testApp`, `a` and `platform`
 * are filled in beforeAll; the rest at once.
 */
export const useSeededApp = (): SeededApp => {
  const seeded = {
    time: createTestClock(),
    mail: mailbox(),
    table: routeTable(),
    platformToken: `alpha-platform-${newSecretToken()}`,
  } as SeededApp;
  beforeAll(async () => {
    seeded.platform = await startPlatformStandIn(seeded.platformToken);
    seeded.testApp = await createTestApp({
      env: { PATIENT_PLATFORM_URL: seeded.platform.url },
      clock: seeded.time.clock,
      onMailQueued: seeded.mail.onMailQueued,
      onRoute: seeded.table.onRoute,
    });
    seeded.a = await seedCompanyA(
      seeded.testApp.app,
      seeded.testApp.db,
      seeded.mail,
      seeded.time.now,
      seeded.platformToken,
    );
  });
  afterAll(async () => {
    await seeded.testApp?.close();
    await seeded.platform?.close();
  });
  return seeded;
};
