import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CurrencyBody,
  IdParams,
  PriceList,
  PriceRow,
  PriceRowCreateBody,
  PriceRowUpdateBody,
} from '../../../contract/api/settings';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { settingsPlugin } from '../settings/plugin';
import { priceListRefusals } from './price-list-refusal';
import { type PriceListDeps, changeCurrency, createRow, getPriceList, removeRow, saveRow } from './service';

const priceListRoutes: FastifyPluginAsyncTypebox<{ deps: PriceListDeps }> = async (app, { deps }) => {
  mapRefusals(app, priceListRefusals, companyRefusals);
  const common = { tags: ['price list'] };
  const cabinet = app.requireRole('owner', 'admin');

  app.get(
    '/api/price-list',
    {
      schema: {
        operationId: 'getPriceList',
        ...common,
        summary: 'The currency and every row',
        response: { 200: PriceList, ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => getPriceList(deps, authOf(request).companyId),
  );

  app.post(
    '/api/price-list/rows',
    {
      schema: {
        operationId: 'createPriceListRow',
        ...common,
        summary: 'Add a row',
        description: 'The price is decimal text in the list currency, ≥ 0, with no more fraction digits than it has.',
        body: PriceRowCreateBody,
        response: { 201: PriceRow, ...problemResponses(400, 401, 403, 409, 413, 415) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => reply.code(201).send(await createRow(deps, authOf(request).companyId, request.body)),
  );

  app.put(
    '/api/price-list/rows/:id',
    {
      schema: {
        operationId: 'updatePriceListRow',
        ...common,
        summary: 'Save a row',
        description: 'Send the version you read; 409 STALE_VERSION when the row was saved since.',
        params: IdParams,
        body: PriceRowUpdateBody,
        response: { 200: PriceRow, ...problemResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      onRequest: cabinet,
    },
    async (request) => saveRow(deps, authOf(request).companyId, request.params.id, request.body),
  );

  app.delete(
    '/api/price-list/rows/:id',
    {
      schema: {
        operationId: 'deletePriceListRow',
        ...common,
        summary: 'Delete a row',
        params: IdParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => {
      await removeRow(deps, authOf(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/price-list/currency',
    {
      schema: {
        operationId: 'setPriceListCurrency',
        ...common,
        summary: 'Change the currency',
        description: 'Any ISO 4217 code. Prices are not converted: each keeps its number in the new currency.',
        body: CurrencyBody,
        response: { 200: PriceList, ...problemResponses(400, 401, 403, 413, 415) },
      },
      onRequest: cabinet,
    },
    async (request) => changeCurrency(deps, authOf(request).companyId, request.body.currency),
  );
};

export const priceListModule = settingsPlugin('price-list', ['db', 'clock'], priceListRoutes);
