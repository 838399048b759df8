import type { Kysely } from 'kysely';
import { paths } from '../../../contract/rules/routes';
import type { App } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/tables';
import { type DemoApi, demoApi } from './demo-api';
import { demoClinic, demoDevices } from './demo-clinic';
import { publishDemoInstaller } from './demo-installer';
import { type DemoMailbox, seedAccount } from './seed-account';
import { answerPlans } from './seed-answers';
import { type DemoPreview, livePreviews, shareCards } from './seed-cards';
import { applyBonuses, seedClinicSettings } from './seed-clinic';
import { type DemoDeviceKey, activateDevice, buyPackage } from './seed-licences';

export interface DemoSummary {
  /** False when the clinic existed: it kept its data and got a new password. */
  created: boolean;
  clinicName: string;
  cabinetUrl: string;
  email: string;
  password: string;
  previews: DemoPreview[];
  installerPublished: boolean;
}

export interface SeedDeps {
  app: App;
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'storage' | 'dataDir'>;
  mail: DemoMailbox;
  now: Date;
}

/**
 * A new clinic's first week after its sign-up, in the order that leaves the most to see: settings, the bonuses, a
 * year bought in the sandbox (bought before any activation it starts now; bought during a trial it would wait for
 * the trial's end), three devices on its keys, three shared plans, and the patients' answers to them.
 */
const fillClinic = async (api: DemoApi, token: string, now: Date): Promise<DemoPreview[]> => {
  await seedClinicSettings(api, token);
  await applyBonuses(api, token);
  await buyPackage(api, token);
  const devices: DemoDeviceKey[] = [];
  for (const device of demoDevices) devices.push(await activateDevice(api, token, device));
  const previews = await shareCards(api, devices, now);
  await answerPlans(api, previews);
  return previews;
};

/** Creates the demo clinic, or gives the existing one a new password; either way answers what to print. */
export const seedDemo = async (deps: SeedDeps): Promise<DemoSummary> => {
  const api = demoApi(deps.app);
  const account = await seedAccount(api, deps.mail);
  const previews = account.created
    ? await fillClinic(api, account.token, deps.now)
    : await livePreviews(api, account.token);
  return {
    created: account.created,
    clinicName: demoClinic.companyName,
    cabinetUrl: `${deps.config.publicUrl}${paths.signIn}`,
    email: demoClinic.email,
    password: account.password,
    previews,
    installerPublished: await publishDemoInstaller(deps.db, deps.config, deps.now),
  };
};
