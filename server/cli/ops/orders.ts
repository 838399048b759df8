import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export const listOrders = (db: Kysely<Database>, companyId?: string) => {
  let query = db
    .selectFrom('orders')
    .innerJoin('companies', 'companies.id', 'orders.company_id')
    .select([
      'orders.id',
      'orders.company_id',
      'companies.email as company_email',
      'orders.kind',
      'orders.months',
      'orders.devices',
      'orders.price_cents',
      'orders.currency',
      'orders.status',
      'orders.provider',
      'orders.created_at',
      'orders.paid_at',
    ]);
  if (companyId !== undefined) query = query.where('orders.company_id', '=', companyId);
  return query.orderBy('orders.created_at').orderBy('orders.id').execute();
};

export type OrderLine = Awaited<ReturnType<typeof listOrders>>[number];

export const orderHeader = [
  'id',
  'company',
  'e-mail',
  'kind',
  'months',
  'devices',
  'price',
  'status',
  'provider',
  'created',
  'paid',
];

export const orderCells = (order: OrderLine) => [
  order.id,
  order.company_id,
  order.company_email,
  order.kind,
  order.months,
  order.devices,
  `${(order.price_cents / 100).toFixed(2)} ${order.currency}`,
  order.status,
  order.provider,
  order.created_at,
  order.paid_at,
];
