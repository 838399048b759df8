import { existingLicense } from '../../modules/licensing/license-service';
import { companyPeriods } from '../../modules/subscriptions/service';
import { type OpsCommand, flag, jsonOption, positionals } from './command';
import { findCompany } from './find-company';
import { listOrders, orderCells } from './orders';
import { printJson, printRow } from './output';
import { planOf } from './plan';

export const companyShow: OpsCommand = {
  name: 'company:show',
  args: 'ID_OR_EMAIL [--json]',
  summary: 'One company: its details and plan, staff, device keys, cards, live sessions and orders.',
  options: jsonOption,
  run: async ({ io, db }, args) => {
    const [key] = positionals(args, 'ID_OR_EMAIL');
    const { db: kysely } = await db('current');
    const company = await findCompany(kysely, key!);
    const now = io.now();
    const periods = await companyPeriods(kysely, company.id);
    const { plan, text: planText } = planOf(await existingLicense(kysely, company.id), periods, now);
    const staff = await kysely
      .selectFrom('staff')
      .select(['id', 'login', 'first_name', 'last_name', 'role', 'created_at'])
      .where('company_id', '=', company.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const slots = await kysely
      .selectFrom('device_slots')
      .select((eb) => [eb.fn.countAll<number>().as('keys'), eb.fn.count<number>('activated_at').as('activated')])
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const cards = await kysely
      .selectFrom('treatment_cards')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const sessions = await kysely
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', company.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow();
    const orders = await listOrders(kysely, company.id);

    const details = {
      id: company.id,
      name: company.name,
      email: company.email,
      language: company.language,
      email_confirmed_at: company.email_confirmed_at,
      created_at: company.created_at,
      country: company.country,
      city: company.city,
      phone: company.phone,
      currency: company.currency,
      platform_linked_at: company.platform_linked_at,
    };
    const counts = {
      device_keys: Number(slots.keys),
      activated_devices: Number(slots.activated),
      cards: Number(cards.count),
      live_sessions: Number(sessions.count),
    };
    if (flag(args, 'json')) {
      printJson(io, { ...details, plan, ...counts, staff, orders });
      return 0;
    }
    for (const [field, value] of Object.entries(details)) printRow(io, field, value);
    printRow(io, 'plan', planText);
    for (const [field, value] of Object.entries(counts)) printRow(io, field, value);
    for (const member of staff) {
      printRow(
        io,
        'staff',
        member.id,
        member.login,
        `${member.first_name} ${member.last_name}`,
        member.role,
        member.created_at,
      );
    }
    for (const order of orders) {
      const [orderId, , , ...rest] = orderCells(order);
      printRow(io, 'order', orderId, ...rest);
    }
    return 0;
  },
};
