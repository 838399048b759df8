import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedOrder } from '../contract/api/billing';
import type { App } from '../server/app';
import { startSession } from '../server/modules/sessions/service';
import type { TestDb } from './test-db';
import { type mailbox, addStaff, post, signIn, withToken } from './accounts';
import { type ActivatedDevice, activatedDevice, uploadCard } from './cards';
import { confirmedCompany } from './licensing';

const thirtyOneDaysMs = 31 * 24 * 60 * 60 * 1000;

/** Company A with one of every object a company-scoped route can name, and the tokens the matrix tries. */
export interface SeededCompany {
  companyId: string;
  ownerToken: string;
  adminToken: string;
  doctorToken: string;
  /** Past the idle limit. */
  expiredToken: string;
  /** Signed out through the API. */
  revokedToken: string;
  /** Another device's session when the owner changed the password. */
  beforePasswordChangeToken: string;
  /** An admin's session from before the owner removed that admin. */
  removedStaffToken: string;
  keyId: string;
  cardId: string;
  priceRowId: string;
  staffId: string;
  /** The activated desktop device (its key and fingerprint), for the desktop program's routes. */
  device: ActivatedDevice;
  /** The card's preview link (the public card routes' capability). */
  previewLink: string;
  /** The path of the order's sandbox checkout page. */
  checkoutPath: string;
  /** Every value that identifies A or its data: none may appear in an answer to anyone else. */
  secrets: string[];
}

const expectStatus = async (what: string, response: Promise<LightMyRequestResponse>, status: number) => {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body}`);
  return answer;
};

export const seedCompanyA = async (
  app: App,
  db: TestDb['db'],
  mail: ReturnType<typeof mailbox>,
  now: () => Date,
  /** A token the patient platform accepts: A links it, so the platform routes have something to guard. */
  platformToken: string,
): Promise<SeededCompany> => {
  const mark = randomBytes(4).toString('hex');
  const device = await activatedDevice(app, mail, { companyName: `Clinic Alpha ${mark}` });
  const { companyId, owner } = device;
  const ownerToken = owner.token;
  const otherDevice = await startSession(db, companyId, 'owner', now());
  await expectStatus(
    'password change',
    post(
      app,
      '/api/company/password',
      { currentPassword: owner.body.password, newPassword: `alpha ${mark}` },
      withToken(ownerToken),
    ),
    204,
  );
  const patientName = `Olena Alphapatient ${mark}`;
  const card = await uploadCard(app, device, { fields: { patientName } });

  const row = await expectStatus(
    'price row',
    post(
      app,
      '/api/price-list/rows',
      { elementCode: null, name: `Alpha whitening ${mark}`, price: '120' },
      withToken(ownerToken),
    ),
    201,
  );
  const order = await expectStatus(
    'order',
    post(app, '/api/company/orders', { kind: 'buy', months: 3, devices: 2 }, withToken(ownerToken)),
    201,
  );
  const profile = {
    country: 'UA',
    city: `Alphaville ${mark}`,
    ceo: `Ceo Alpha ${mark}`,
    contactPerson: '',
    phone: '+380441234567',
  };
  await expectStatus(
    'profile',
    app.inject({ method: 'PUT', url: '/api/company/profile', headers: withToken(ownerToken), payload: profile }),
    200,
  );

  await expectStatus(
    'platform link',
    app.inject({
      method: 'PUT',
      url: '/api/company/platform',
      headers: withToken(ownerToken),
      payload: { token: platformToken },
    }),
    200,
  );

  const admin = await addStaff(app, ownerToken, { role: 'admin', lastName: `Adminovych ${mark}` });
  const adminSignIn = await expectStatus('admin sign-in', signIn(app, admin.body.login, admin.body.password), 200);
  const removed = await addStaff(app, ownerToken, { role: 'admin', lastName: `Removed ${mark}` });
  const removedSignIn = await expectStatus(
    'removed sign-in',
    signIn(app, removed.body.login, removed.body.password),
    200,
  );
  await expectStatus(
    'staff removal',
    app.inject({ method: 'DELETE', url: `/api/company/staff/${removed.id}`, headers: withToken(ownerToken) }),
    204,
  );
  const doctor = await addStaff(app, ownerToken, { role: 'doctor', lastName: `Doctorenko ${mark}` });
  // Doctors cannot sign in on the web: this is the session a regression there (or the desktop side) would hand out.
  const doctorSession = await startSession(db, companyId, 'doctor', now(), doctor.id);
  const expired = await startSession(db, companyId, 'owner', new Date(now().getTime() - thirtyOneDaysMs));
  const revoked = await startSession(db, companyId, 'owner', now());
  await expectStatus('sign-out', post(app, '/api/auth/sign-out', undefined, withToken(revoked.token)), 204);

  const created = order.json() as CreatedOrder;
  const rowId = (row.json() as { id: string }).id;
  const adminToken = (adminSignIn.json() as { token: string }).token;
  const removedStaffToken = (removedSignIn.json() as { token: string }).token;
  return {
    companyId,
    ownerToken,
    adminToken,
    doctorToken: doctorSession.token,
    expiredToken: expired.token,
    revokedToken: revoked.token,
    beforePasswordChangeToken: otherDevice.token,
    removedStaffToken,
    keyId: device.keyId,
    cardId: card.id,
    priceRowId: rowId,
    staffId: admin.id,
    device,
    previewLink: card.previewLink,
    checkoutPath: new URL(created.checkoutUrl).pathname,
    secrets: [
      companyId,
      owner.body.email,
      owner.body.companyName,
      ownerToken,
      adminToken,
      doctorSession.token,
      otherDevice.token,
      removedStaffToken,
      device.key,
      device.keyId,
      device.fingerprint,
      card.id,
      card.previewLink,
      patientName,
      rowId,
      `Alpha whitening ${mark}`,
      profile.city,
      profile.ceo,
      platformToken,
      admin.id,
      admin.body.login,
      admin.body.lastName,
      doctor.id,
      doctor.body.login,
      doctor.body.lastName,
      created.order.id,
      new URL(created.checkoutUrl).pathname,
    ],
  };
};

/** Company B: confirmed, so its requests reach the same checks as A's would. */
export const seedCompanyB = async (app: App, mail: ReturnType<typeof mailbox>): Promise<{ companyId: string }> => {
  const b = await confirmedCompany(app, mail, { companyName: 'Clinic Beta' });
  return { companyId: b.account.company.id };
};
