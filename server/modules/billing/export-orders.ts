import type { Kysely } from 'kysely';
import type { Order as OrderView } from '../../../contract/api/billing';
import type { Database } from '../../db/tables';
import { companyPeriods } from '../subscriptions/service';
import { listOrders } from './repository';
import { toOrderView } from './service';

/** The company's orders as the cabinet lists them (money in minor units), for its data export. */
export const exportOrders = async (db: Kysely<Database>, companyId: string): Promise<OrderView[]> => {
  const periods = new Map((await companyPeriods(db, companyId)).map((period) => [period.orderId, period]));
  return (await listOrders(db, companyId)).map((order) => toOrderView(order, periods.get(order.id)));
};
