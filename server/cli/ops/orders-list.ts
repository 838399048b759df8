import { type OpsCommand, flag, jsonOption, positionals, stringValue } from './command';
import { findCompany } from './find-company';
import { listOrders, orderCells, orderHeader } from './orders';
import { printJson, printRow } from './output';

export const ordersList: OpsCommand = {
  name: 'orders:list',
  args: '[--company ID_OR_EMAIL] [--json]',
  summary: "Every order, oldest first, or one company's: id, company, kind, package, price, status, provider, dates.",
  options: { ...jsonOption, company: { type: 'string' } },
  run: async ({ io, db }, args) => {
    positionals(args);
    const companyKey = stringValue(args, 'company');
    const { db: kysely } = await db('current');
    const company = companyKey === undefined ? undefined : await findCompany(kysely, companyKey);
    const orders = await listOrders(kysely, company?.id);
    if (flag(args, 'json')) {
      printJson(io, orders);
      return 0;
    }
    printRow(io, ...orderHeader);
    for (const order of orders) printRow(io, ...orderCells(order));
    return 0;
  },
};
