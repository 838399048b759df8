import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import {
  CompanyExport,
  ExportInProgressProblem,
  ExportTokenParams,
  LatestCompanyExport,
} from '../../../contract/api/company-export';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { exportRefusals } from './export-refusal';
import { type ExportDeps, latestExport, openDownload, requestExport } from './service';
import { exportLinkKey } from './token';
import { type ExportWorker, createExportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds the queued data exports in the background (tests wait for it to be idle). */
    exportWorker: ExportWorker;
  }
}

const exportRoutes: FastifyPluginAsyncTypebox<{ deps: ExportDeps; worker: ExportWorker }> = async (
  app,
  { deps, worker },
) => {
  mapRefusals(app, exportRefusals, companyRefusals);
  const common = { tags: ['settings'] };

  app.post(
    '/api/company/export',
    {
      schema: {
        operationId: 'requestCompanyExport',
        ...common,
        summary: "Ask for a ZIP of all the company's data",
        description:
          "Owner only. The server builds the ZIP in the background (GET shows the progress) and e-mails a signed link to the company's e-mail; the link and the file expire 7 days after the export is ready. 409 EXPORT_IN_PROGRESS with `currentExport` while one is queued or building; 409 CONFLICT once the account's erasure has begun.",
        response: { 202: CompanyExport, 409: ExportInProgressProblem, ...problemResponses(401, 403) },
      },
      onRequest: app.requireRole('owner'),
    },
    async (request, reply) => {
      const queued = await requestExport(deps, authOf(request).companyId);
      worker.wake();
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/api/company/export',
    {
      schema: {
        operationId: 'getCompanyExport',
        ...common,
        summary: "The company's latest data export, or null",
        description: 'Owner only. An export past its expiry reads as null, as if it had never been.',
        response: { 200: LatestCompanyExport, ...problemResponses(401, 403) },
      },
      onRequest: app.requireRole('owner'),
    },
    async (request) => latestExport(deps, authOf(request).companyId),
  );

  app.get(
    '/api/exports/:token',
    {
      config: { public: true },
      schema: {
        operationId: 'downloadCompanyExport',
        ...common,
        summary: 'Download a data export through the link the e-mail carries',
        description:
          "A capability: it works signed in or not, and is sent only to the company's e-mail. 404 NOT_FOUND for a link that is unknown, altered or expired.",
        params: ExportTokenParams,
        response: {
          200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The ZIP' }),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { file, fileName, asciiFileName } = await openDownload(deps, request.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(fileName, { fallback: asciiFileName }))
        .send(file.stream);
    },
  );
};

export interface DataExportOptions {
  publicUrl: string;
}

/** The data export: its routes, and the worker that builds exports, started with the app and stopped with it. */
export const dataExportModule = fp<DataExportOptions>(
  async (app, { publicUrl }) => {
    const deps: ExportDeps = {
      db: app.db,
      clock: app.clock,
      files: app.files,
      mail: app.mail,
      vault: app.vault,
      linkKey: exportLinkKey(app.downloadKey),
      publicUrl,
    };
    const worker = createExportWorker(deps, app.log.child({ component: 'data-export' }));
    app.decorate('exportWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
    await app.register(exportRoutes, { deps, worker });
  },
  { name: 'data-export', fastify: '5.x', dependencies: ['core-services', 'files', 'mail', 'keys'] },
);
