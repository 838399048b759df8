import type { CreateOrderBody, CreatedOrder, Order as OrderView } from '../../../contract/api/billing';
import {
  type CurrentSubscription,
  type PurchaseKind,
  allowedPurchases,
  planPurchase,
  priceCurrency,
} from '../../../contract/rules/packages';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { CompanyLicense, Order } from '../../db/tables';
import { HttpProblem } from '../../plugins/problem';
import { companyById } from '../companies/service';
import { ensureSlots } from '../licensing/device-keys-service';
import { ensureLicense } from '../licensing/repository';
import type { BillingDeps } from './deps';
import {
  findOrder,
  findOrderByReference,
  insertOrder,
  listOrders,
  markCancelled,
  markPaid,
  setReference,
  setSubscription,
} from './repository';

export const toOrderView = (order: Order): OrderView => ({
  id: order.id,
  kind: order.kind,
  months: order.months,
  devices: order.devices,
  priceCents: order.price_cents,
  currency: order.currency,
  status: order.status,
  provider: order.provider,
  createdAt: order.created_at,
  paidAt: order.paid_at,
  startsAt: order.starts_at,
  expiresAt: order.expires_at,
  extraDays: order.extra_days,
});

export const currentSubscription = (license: CompanyLicense | undefined): CurrentSubscription | null =>
  license?.subscription_devices && license.subscription_expires_at
    ? { devices: license.subscription_devices, expiresAt: license.subscription_expires_at }
    : null;

/** An order at the price the server computes; the browser is then sent to the provider's checkout. */
export const createOrder = async (
  deps: BillingDeps,
  companyId: string,
  body: CreateOrderBody,
): Promise<CreatedOrder> => {
  const company = await companyById(deps.db, companyId);
  if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
  if (!company.email_confirmed_at) throw new HttpProblem(403, 'EMAIL_NOT_CONFIRMED');
  const now = deps.clock();
  const license = await ensureLicense(deps.db, companyId, iso(now));
  const plan = planPurchase(
    body.kind,
    { months: body.months, devices: body.devices },
    currentSubscription(license),
    now,
    deps.prices,
  );
  if (!plan)
    throw new HttpProblem(409, 'PURCHASE_NOT_ALLOWED', { errors: [{ field: 'body/kind', reason: 'not-allowed' }] });

  const order: Omit<Order, 'status' | 'extra_days'> = {
    id: newId(now.getTime()),
    company_id: companyId,
    kind: body.kind,
    months: body.months,
    devices: body.devices,
    price_cents: plan.priceCents,
    currency: priceCurrency,
    provider: deps.provider.name,
    provider_reference: null,
    starts_at: null,
    expires_at: null,
    created_at: iso(now),
    updated_at: iso(now),
    paid_at: null,
  };
  await insertOrder(deps.db, order);
  const stored = (await findOrder(deps.db, order.id)) as Order;
  let checkout;
  try {
    checkout = await deps.provider.startCheckout(stored, {
      paid: `${deps.publicUrl}/company?payment=paid`,
      cancelled: `${deps.publicUrl}/company?payment=cancelled`,
    });
  } catch (error) {
    // No checkout exists for it, so the order can never be paid: it is closed rather than left pending.
    await markCancelled(deps.db, order.id, iso(deps.clock()));
    throw new HttpProblem(503, 'SERVICE_UNAVAILABLE', {
      detail: `The payment provider did not open a checkout: ${(error as Error).message}`,
    });
  }
  await setReference(deps.db, order.id, checkout.reference, iso(deps.clock()));
  return { order: toOrderView((await findOrder(deps.db, order.id)) as Order), checkoutUrl: checkout.checkoutUrl };
};

export const companyOrders = async (deps: BillingDeps, companyId: string): Promise<OrderView[]> =>
  (await listOrders(deps.db, companyId)).map(toOrderView);

/** What a confirmed order buys when the state changed after it was placed: the money is never lost. */
const fallbackKind = (current: CurrentSubscription | null, now: Date): PurchaseKind =>
  allowedPurchases(current, now).includes('renew') ? 'renew' : 'buy';

export type Confirmation = 'applied' | 'already-applied' | 'unknown-order';

/**
 * Applies a payment the provider confirmed, exactly once: the conditional pending → paid update decides between
 * repeated and concurrent confirmations, and the license row is locked first so two orders of one company never
 * overwrite each other's period.
 */
export const confirmPayment = async (deps: BillingDeps, provider: string, reference: string): Promise<Confirmation> => {
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx): Promise<Confirmation | { companyId: string }> => {
    const order = await findOrderByReference(trx, provider, reference);
    if (!order) return 'unknown-order';
    if (order.status !== 'pending') return 'already-applied';
    await ensureLicense(trx, order.company_id, iso(now));
    // Takes the row lock on PostgreSQL (SQLite runs one write transaction at a time anyway).
    await trx
      .updateTable('company_licenses')
      .set({ updated_at: iso(now) })
      .where('company_id', '=', order.company_id)
      .execute();
    const license = await ensureLicense(trx, order.company_id, iso(now));
    const current = currentSubscription(license);
    const choice = { months: order.months, devices: order.devices } as Parameters<typeof planPurchase>[1];
    const prices = { [`${order.months}x${order.devices}`]: order.price_cents };
    const plan =
      planPurchase(order.kind, choice, current, now, prices) ??
      (planPurchase(fallbackKind(current, now), choice, current, now, prices) as NonNullable<
        ReturnType<typeof planPurchase>
      >);
    if (!(await markPaid(trx, order.id, plan, iso(now)))) return 'already-applied';
    // A renewal never takes away devices the current period has already paid for.
    const devices = plan.kind === 'renew' && current ? Math.max(current.devices, order.devices) : order.devices;
    const startsAt =
      plan.kind === 'renew' && license.subscription_starts_at ? license.subscription_starts_at : plan.startsAt;
    await setSubscription(trx, order.company_id, { devices, startsAt, expiresAt: plan.expiresAt }, iso(now));
    return { companyId: order.company_id };
  });
  if (typeof result === 'string') return result;
  await ensureSlots(deps, result.companyId);
  return 'applied';
};

export const cancelByReference = async (deps: BillingDeps, provider: string, reference: string): Promise<boolean> => {
  const order = await findOrderByReference(deps.db, provider, reference);
  return order ? markCancelled(deps.db, order.id, iso(deps.clock())) : false;
};
