import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateOrderBody, CreatedOrder, OrdersResponse, PackagesResponse } from '../../../contract/api/billing';
import { packageDevices, packageMonths, packagePriceKey, priceCurrency } from '../../../contract/rules/packages';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { billingRefusals } from './billing-refusal';
import type { BillingDeps } from './deps';
import { companyOrders, createOrder } from './service';

export interface BillingRoutesOptions {
  deps: BillingDeps;
}

/** Package prices (public) and the company's orders. */
export const billingRoutes: FastifyPluginAsyncTypebox<BillingRoutesOptions> = async (app, { deps }) => {
  mapRefusals(app, billingRefusals, companyRefusals);
  const cabinet = app.requireRole('owner', 'admin');

  app.get(
    '/api/packages',
    {
      config: { public: true },
      schema: {
        operationId: 'listPackages',
        tags: ['billing'],
        summary: 'Packages and their prices',
        description: 'Every months × devices package at its current price, in integer minor units of `currency`.',
        response: { 200: PackagesResponse },
      },
    },
    async () => ({
      currency: priceCurrency,
      packages: packageMonths.flatMap((months) =>
        packageDevices.map((devices) => ({
          months,
          devices,
          priceCents: deps.prices[packagePriceKey({ months, devices })] as number,
        })),
      ),
    }),
  );

  app.post(
    '/api/company/orders',
    {
      schema: {
        operationId: 'createOrder',
        tags: ['billing'],
        summary: 'Order a package and open its checkout',
        description:
          'Buy (nothing active), renew (from the current expiry) or upgrade (more devices, from now, with the unused days converted). The server computes the price; 409 PURCHASE_NOT_ALLOWED when the current state does not allow the kind; 403 EMAIL_NOT_CONFIRMED before the e-mail is confirmed; 503 when the provider cannot open a checkout (the order is then cancelled).',
        body: CreateOrderBody,
        response: { 201: CreatedOrder, ...problemResponses(400, 401, 403, 409, 413, 415, 500, 503) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => reply.code(201).send(await createOrder(deps, authOf(request).companyId, request.body)),
  );

  app.get(
    '/api/company/orders',
    {
      schema: {
        operationId: 'listOrders',
        tags: ['billing'],
        summary: "The company's orders, newest first",
        response: { 200: OrdersResponse, ...problemResponses(401, 403, 500) },
      },
      onRequest: cabinet,
    },
    async (request) => ({ orders: await companyOrders(deps, authOf(request).companyId) }),
  );
};
