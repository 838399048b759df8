import type { Kysely } from 'kysely';
import { newId } from '../server/db/ids';
import type { Database, NewOutboxMail } from '../server/db/tables';
import { seedCardDecisions } from './ops-seed-decisions';

/** The moment the seeded data is looked at from; sessions, leases and plans are set around it. */
export const seedNow = new Date('2026-12-01T12:00:00.000Z');

const at = (offsetHours: number): string => new Date(seedNow.getTime() + offsetHours * 3_600_000).toISOString();

let counter = 0;
const id = (): string => newId(Date.parse('2026-11-01T00:00:00.000Z') + (counter += 1));
const unique = (prefix: string): string => `${prefix}-${id()}`;

export interface SeededCompany {
  id: string;
  email: string;
  name: string;
}

export interface Seeded {
  companies: SeededCompany[];
  staff: { id: string; login: string }[];
  orders: { paid: string; pending: string; cancelled: string };
  mail: { failed: string; stuck: string; overAttempts: string; leased: string; sent: string; due: string };
  liveSessionsOfFirst: number;
}

const outbox = (overrides: Partial<NewOutboxMail> & Pick<NewOutboxMail, 'status'>): NewOutboxMail => ({
  id: id(),
  kind: 'email-confirmation',
  company_id: null,
  to_address: 'owner@clinic.example',
  subject: 'Confirm your e-mail',
  text_body: 'Open https://dentiqo.example/submit-profile/abc',
  html_body: '<p><a href="https://dentiqo.example/submit-profile/abc">Confirm</a></p>',
  message_id: `<${id()}@dentiqo.example>`,
  attempts: 0,
  next_attempt_at: at(-1),
  lease_owner: null,
  lease_expires_at: null,
  last_error: null,
  created_at: at(-2),
  updated_at: at(-2),
  sent_at: null,
  ...overrides,
});

/**
 * Rows in every table, written directly (no app, no password hashing): three companies, the first with staff,
 * sessions, keys, cards, orders and outbox mail in each state; odd values (Cyrillic, an emoji, a tab, a bigint
 * beyond 2^32, nulls) so a restore that changes any of them shows.
 */
export const seedOpsData = async (db: Kysely<Database>): Promise<Seeded> => {
  const names = ['Клініка «Усмішка» 😀', 'Smile\tClinic', 'Unconfirmed Dental'];
  const companies = names.map((name) => ({ id: id(), name, email: `${unique('Owner')}@Example.com` }));
  for (const [index, company] of companies.entries()) {
    await db
      .insertInto('companies')
      .values({
        id: company.id,
        name: company.name,
        email: company.email,
        email_normalized: company.email.toLowerCase(),
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        language: index === 0 ? 'uk' : 'en',
        email_confirmed_at: index === 2 ? null : at(-100 + index),
        created_at: at(-200 + index),
        updated_at: at(-150 + index),
        country: index === 0 ? 'UA' : null,
        city: index === 0 ? 'Київ' : '',
        currency: index === 0 ? 'UAH' : 'USD',
      })
      .execute();
  }
  const [first, second] = companies as [SeededCompany, SeededCompany, SeededCompany];

  const staffIds = [id(), id()];
  const logins = [unique('Doc.One'), unique('doc.two')];
  await db
    .insertInto('staff')
    .values(
      staffIds.map((staffId, index) => ({
        id: staffId,
        company_id: first.id,
        first_name: index === 0 ? 'Ірина' : 'John',
        last_name: index === 0 ? 'Шевченко' : "O'Brien",
        login: logins[index]!,
        login_normalized: logins[index]!.toLowerCase(),
        role: index === 0 ? ('admin' as const) : ('doctor' as const),
        password_hash: '$argon2id$staff',
        created_at: at(-90 + index),
        updated_at: at(-90 + index),
      })),
    )
    .execute();

  const session = (companyId: string, staffId: string | null, revoked: boolean) => ({
    id: id(),
    company_id: companyId,
    token_hash: unique('hash'),
    role: staffId === null ? ('owner' as const) : ('admin' as const),
    staff_id: staffId,
    created_at: at(-5),
    last_seen_at: at(-1),
    expires_at: at(24 * 30),
    revoked_at: revoked ? at(-2) : null,
  });
  await db
    .insertInto('sessions')
    .values([
      session(first.id, null, false),
      session(first.id, staffIds[0]!, false),
      session(first.id, null, true),
      session(second.id, null, false),
    ])
    .execute();

  await db
    .insertInto('link_tokens')
    .values({
      id: id(),
      company_id: first.id,
      purpose: 'password-reset',
      token_hash: unique('link'),
      email: first.email.toLowerCase(),
      created_at: at(-3),
      expires_at: at(21),
      used_at: null,
      revoked_at: null,
    })
    .execute();

  const mail = {
    failed: outbox({ status: 'failed', attempts: 12, last_error: 'ECONNREFUSED connect', company_id: first.id }),
    stuck: outbox({ status: 'sending', attempts: 3, lease_owner: 'dead:1', lease_expires_at: at(-0.5) }),
    overAttempts: outbox({ status: 'pending', attempts: 12, last_error: '421 try later' }),
    leased: outbox({ status: 'sending', attempts: 1, lease_owner: 'alive:2', lease_expires_at: at(0.5) }),
    sent: outbox({ status: 'sent', attempts: 1, text_body: '', html_body: '', sent_at: at(-1) }),
    due: outbox({ status: 'pending', attempts: 0, next_attempt_at: at(1) }),
  };
  await db.insertInto('mail_outbox').values(Object.values(mail)).execute();

  await db
    .insertInto('rate_limits')
    .values([
      { key: 'sign-in:ip:203.0.113.7', hits: 3, window_ends_at: at(0.1) },
      { key: `sign-in:account:${first.email.toLowerCase()}`, hits: 1, window_ends_at: at(0.1) },
    ])
    .execute();

  await db
    .insertInto('company_licenses')
    .values([
      {
        company_id: first.id,
        trial_started_at: at(-24 * 40),
        profile_bonus_at: at(-24 * 39),
        price_list_bonus_at: null,
        updated_at: at(-24 * 10),
      },
      {
        company_id: second.id,
        trial_started_at: at(-24),
        profile_bonus_at: null,
        price_list_bonus_at: null,
        updated_at: at(-24),
      },
    ])
    .execute();
  await db
    .insertInto('subscription_periods')
    .values({
      // Named after its company, as the migration names a carried-over period: the seed's other ids stay as they were.
      id: first.id,
      company_id: first.id,
      order_id: null,
      starts_at: at(-24 * 10),
      ends_at: '2027-06-01T00:00:00.000Z',
      devices: 5,
      created_at: at(-24 * 10),
      updated_at: at(-24 * 10),
    })
    .execute();

  const slotIds = [id(), id(), id()];
  await db
    .insertInto('device_slots')
    .values(
      slotIds.map((slotId, index) => ({
        id: slotId,
        company_id: index < 2 ? first.id : second.id,
        slot: index < 2 ? index + 1 : 1,
        device_name: `Пристрій ${index + 1}`,
        key_sealed: unique('sealed'),
        key_lookup: unique('lookup'),
        key_version: 1 + index,
        fingerprint_hash: index === 0 ? unique('fp') : null,
        device_os: index === 0 ? 'windows' : null,
        app_version: index === 0 ? '1.2.3' : null,
        activated_at: index === 0 ? at(-24 * 30) : null,
        last_seen_at: index === 0 ? at(-1) : null,
        created_at: at(-24 * 40),
        updated_at: at(-24 * 30),
      })),
    )
    .execute();
  await db
    .insertInto('retired_keys')
    .values({ key_lookup: unique('retired'), slot_id: slotIds[0]!, retired_at: at(-24 * 35) })
    .execute();

  const order = (companyId: string, status: 'pending' | 'paid' | 'cancelled', hoursAgo: number) => ({
    id: id(),
    company_id: companyId,
    kind: 'buy' as const,
    months: 12,
    devices: 5,
    price_cents: 79900,
    currency: 'USD',
    status,
    provider: 'sandbox',
    provider_reference: status === 'paid' ? unique('cs') : null,
    starts_at: status === 'paid' ? at(-24 * 10) : null,
    expires_at: status === 'paid' ? '2027-06-01T00:00:00.000Z' : null,
    extra_days: status === 'paid' ? 3 : 0,
    created_at: at(-hoursAgo),
    updated_at: at(-hoursAgo),
    paid_at: status === 'paid' ? at(-hoursAgo + 0.1) : null,
  });
  const orders = {
    paid: order(first.id, 'paid', 24 * 10),
    pending: order(first.id, 'pending', 2),
    cancelled: order(second.id, 'cancelled', 5),
  };
  await db.insertInto('orders').values(Object.values(orders)).execute();

  await db
    .insertInto('releases')
    .values(
      (['windows', 'macos'] as const).map((os) => ({
        id: id(),
        os,
        version: '1.2.3',
        file_name: `Dentiqo3D-1.2.3-${os}`,
        size_bytes: 123_456_789,
        sha256: 'ab'.repeat(32),
        notes: 'Виправлення\nи «улучшения»',
        storage_name: unique('release'),
        published_at: at(-24 * 3),
      })),
    )
    .execute();

  await db
    .insertInto('price_rows')
    .values([
      {
        id: id(),
        company_id: first.id,
        element_code: 'implant',
        name: 'Імплант',
        price_minor: 123_456_789_012,
        version: 2,
        created_at: at(-48),
        updated_at: at(-24),
      },
      {
        id: id(),
        company_id: first.id,
        element_code: null,
        name: 'Consultation',
        price_minor: 0,
        version: 1,
        created_at: at(-48),
        updated_at: at(-48),
      },
    ])
    .execute();

  const card = (slotId: string | null) => ({
    id: id(),
    company_id: first.id,
    slot_id: slotId,
    link_hash: unique('card'),
    link_sealed: unique('sealed-link'),
    storage_dir: unique('dir'),
    patient_name: 'Олена Петрівна',
    saved_at: at(-30),
    formula_description: '11, 21: implant',
    formula_json: JSON.stringify({ teeth: { 11: 'implant', 21: 'implant' } }),
    plan_json: JSON.stringify({ stages: [{ name: 'Етап 1', items: [] }] }),
    currency: 'UAH',
    total_minor: 4_000_000_000,
    last_viewed_at: slotId === null ? null : at(-3),
    expires_at: at(24 * 180),
    revoked_at: null,
    platform_state: slotId === null ? ('not-sent' as const) : ('failed' as const),
    platform_record_id: null,
    platform_error: slotId === null ? null : '503 Service Unavailable',
    platform_attempted_at: slotId === null ? null : at(-29),
    platform_sent_at: null,
    created_at: at(-30),
    updated_at: at(-29),
  });
  const cards = [card(slotIds[0]!), card(null)];
  await db.insertInto('treatment_cards').values(cards).execute();
  await db
    .insertInto('treatment_card_files')
    .values([
      {
        card_id: cards[0]!.id,
        name: 'before.webp',
        role: 'before',
        media_type: 'image/webp',
        width: 1600,
        height: 1200,
        size_bytes: 250_000,
      },
      {
        card_id: cards[0]!.id,
        name: 'plan.pdf',
        role: 'pdf',
        media_type: 'application/pdf',
        width: null,
        height: null,
        size_bytes: 90_000,
      },
    ])
    .execute();
  await seedCardDecisions(db, cards[0]!.id, first.id, id, at);

  await db
    .insertInto('security_events')
    .values([
      {
        id: id(),
        company_id: first.id,
        at: at(-2),
        type: 'sign-in-succeeded',
        actor_kind: 'owner',
        actor_label: '',
        ip: '203.0.113.7',
        details_json: '{}',
      },
      {
        id: id(),
        company_id: first.id,
        at: at(-1),
        type: 'staff-removed',
        actor_kind: 'owner',
        actor_label: '',
        ip: '2001:db8::1',
        details_json: JSON.stringify({ login: logins[0], role: 'admin' }),
      },
    ])
    .execute();

  // The third company asked to close and changed its mind: a cancelled closure, which changes nothing.
  await db
    .insertInto('company_closures')
    .values({
      company_id: companies[2]!.id,
      state: 'cancelled',
      requested_by: 'owner',
      requested_at: at(-24 * 5),
      scheduled_for: at(24 * 25),
      steps_done: 0,
      files_json: '[]',
      contact_email: companies[2]!.email,
      contact_name: companies[2]!.name,
      contact_language: 'en',
      cancelled_at: at(-24 * 4),
      finished_at: null,
      updated_at: at(-24 * 4),
    })
    .execute();

  return {
    companies,
    staff: staffIds.map((staffId, index) => ({ id: staffId, login: logins[index]! })),
    orders: { paid: orders.paid.id, pending: orders.pending.id, cancelled: orders.cancelled.id },
    mail: {
      failed: mail.failed.id,
      stuck: mail.stuck.id,
      overAttempts: mail.overAttempts.id,
      leased: mail.leased.id,
      sent: mail.sent.id,
      due: mail.due.id,
    },
    liveSessionsOfFirst: 2,
  };
};
