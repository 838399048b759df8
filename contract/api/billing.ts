import { Type, type Static } from 'typebox';
import { packageDevices, packageMonths } from '../rules/packages';

const Instant = Type.String({ format: 'date-time' });
const Months = Type.Enum(packageMonths);
const Devices = Type.Enum(packageDevices);
export const purchaseKinds = ['buy', 'renew', 'upgrade'] as const;
/**
 * Why a paid order was applied as another kind: a second buy arrived while a period was already paid for; an upgrade
 * arrived when the company already had as many devices; nothing was running to renew or upgrade any more.
 */
export const appliedReasons = ['already-subscribed', 'not-more-devices', 'nothing-running'] as const;

export const PackagePrice = Type.Object({ months: Months, devices: Devices, priceCents: Type.Integer() });
export const PackagesResponse = Type.Object({
  /** ISO 4217; prices are integer minor units of it. */
  currency: Type.String(),
  packages: Type.Array(PackagePrice),
});
export type PackagesResponse = Static<typeof PackagesResponse>;

export const CreateOrderBody = Type.Object(
  { kind: Type.Enum(purchaseKinds), months: Months, devices: Devices },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const Order = Type.Object({
  id: Type.String(),
  kind: Type.Enum(purchaseKinds),
  months: Type.Integer(),
  devices: Type.Integer(),
  priceCents: Type.Integer(),
  currency: Type.String(),
  status: Type.Enum(['pending', 'paid', 'cancelled'] as const),
  provider: Type.String(),
  createdAt: Instant,
  paidAt: Type.Union([Instant, Type.Null()]),
  /** The period the payment bought, once paid (a queued period moves when an upgrade comes before it). */
  startsAt: Type.Union([Instant, Type.Null()]),
  expiresAt: Type.Union([Instant, Type.Null()]),
  extraDays: Type.Integer(),
  /** Once paid: what the order was applied as, and why when that is not its kind. */
  appliedKind: Type.Union([Type.Enum(purchaseKinds), Type.Null()]),
  appliedReason: Type.Union([Type.Enum(appliedReasons), Type.Null()]),
});
export type Order = Static<typeof Order>;

export const CreatedOrder = Type.Object({
  order: Order,
  /** Where the browser goes to pay: the provider's checkout page. */
  checkoutUrl: Type.String(),
});
export type CreatedOrder = Static<typeof CreatedOrder>;

export const OrdersResponse = Type.Object({ orders: Type.Array(Order) });
export type OrdersResponse = Static<typeof OrdersResponse>;
