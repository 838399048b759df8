import type { Kysely } from 'kysely';
import type { CreateOrderBody, CreatedOrder, Order as OrderView, appliedReasons } from '../../../contract/api/billing';
import { planPurchase, priceCurrency } from '../../../contract/rules/packages';
import { type Period, standingOf } from '../../../contract/rules/periods';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import { serialisedTransaction } from '../../db/serialised-transaction';
import type { Database, Order } from '../../db/tables';
import { requireConfirmedCompany } from '../companies/service';
import { ensureSlots } from '../licensing/device-keys-service';
import { trialEndOf } from '../licensing/entitlement';
import { companyLicense, lockCompanyLicense } from '../licensing/license-service';
import { applyPaidOrder, companyPeriods } from '../subscriptions/service';
import { BillingRefusal } from './billing-refusal';
import type { BillingDeps } from './deps';
import {
  cancelPendingOrdersOf,
  findOrder,
  findOrderByReference,
  insertOrder,
  listOrders,
  markCancelled,
  markPaid,
  setReference,
} from './repository';

type AppliedReason = (typeof appliedReasons)[number];

export const toOrderView = (order: Order, period?: Period): OrderView => ({
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
  startsAt: period?.startsAt ?? order.starts_at,
  expiresAt: period?.endsAt ?? order.expires_at,
  extraDays: order.extra_days,
  appliedKind: order.applied_kind,
  appliedReason: order.applied_reason as AppliedReason | null,
});
/** An order at the price the server computes; the browser is then sent to the provider's checkout. */
export const createOrder = async (
  deps: BillingDeps,
  companyId: string,
  body: CreateOrderBody,
): Promise<CreatedOrder> => {
  await requireConfirmedCompany(deps.db, companyId);
  const now = deps.clock();
  const license = await companyLicense(deps.db, companyId, now);
  const standing = standingOf(await companyPeriods(deps.db, companyId), now, trialEndOf(license));
  const plan = planPurchase(body.kind, { months: body.months, devices: body.devices }, standing, now, deps.prices);
  if (!plan) throw new BillingRefusal({ kind: 'purchase-not-allowed' });

  const order: Omit<Order, 'status' | 'extra_days' | 'applied_kind' | 'applied_reason'> = {
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
    throw new BillingRefusal({ kind: 'checkout-failed', message: (error as Error).message });
  }
  await setReference(deps.db, order.id, checkout.reference, iso(deps.clock()));
  return { order: toOrderView((await findOrder(deps.db, order.id)) as Order), checkoutUrl: checkout.checkoutUrl };
};

/** The orders with the span their period has now (a queued period moves when an upgrade comes before it). */
export const companyOrders = async (deps: BillingDeps, companyId: string): Promise<OrderView[]> => {
  const periods = new Map((await companyPeriods(deps.db, companyId)).map((period) => [period.orderId, period]));
  return (await listOrders(deps.db, companyId)).map((order) => toOrderView(order, periods.get(order.id)));
};

export type Confirmation = 'applied' | 'already-applied' | 'unknown-order';

/**
 * Applies a payment the provider confirmed, exactly once, as a period of exactly the package it paid for.
 * Confirmations of one company run one after another (its license row locked on PostgreSQL, an immediate
 * transaction on SQLite), so each sees the periods the one before it wrote; the conditional pending → paid update
 * settles repeated confirmations of one order.
 */
export const confirmPayment = async (deps: BillingDeps, provider: string, reference: string): Promise<Confirmation> => {
  const now = deps.clock();
  const found = await findOrderByReference(deps.db, provider, reference);
  if (!found) return 'unknown-order';
  if (found.status !== 'pending') return 'already-applied';
  const companyId = found.company_id;
  // The row the PostgreSQL lock takes must exist before the transaction that locks it.
  await companyLicense(deps.db, companyId, now);
  const result = await serialisedTransaction(
    deps.db,
    (trx) => lockCompanyLicense(trx, companyId),
    async (trx): Promise<Confirmation> => {
      const order = (await findOrder(trx, found.id)) as Order;
      if (order.status !== 'pending') return 'already-applied';
      const license = await companyLicense(trx, companyId, now);
      const schedule = await applyPaidOrder(trx, companyId, order, now, trialEndOf(license));
      const applied = await markPaid(
        trx,
        order.id,
        {
          startsAt: schedule.added.startsAt,
          expiresAt: schedule.added.endsAt,
          extraDays: schedule.extraDays,
          appliedKind: schedule.kind,
          appliedReason: schedule.reason,
        },
        iso(now),
      );
      // Under the lock the order was pending a moment ago; losing it now means something broke the serialisation.
      if (!applied) throw new Error(`order ${order.id} stopped being pending while its company was locked`);
      return 'applied';
    },
  );
  if (result !== 'applied') return result;
  await ensureSlots(deps, companyId);
  return 'applied';
};

export const cancelByReference = async (deps: BillingDeps, provider: string, reference: string): Promise<boolean> => {
  const order = await findOrderByReference(deps.db, provider, reference);
  return order ? markCancelled(deps.db, order.id, iso(deps.clock())) : false;
};

/**
 * What closing a company does to its orders: they stay (accounting keeps them), and the unpaid ones are cancelled so
 * a checkout finished afterwards pays for nothing. Inside the caller's transaction.
 */
export const settleOrdersOfClosedCompany = (db: Kysely<Database>, companyId: string, now: Date): Promise<number> =>
  cancelPendingOrdersOf(db, companyId, iso(now));
