import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../contract/rules/languages';
import { problemFor, sendProblem } from './problem';

export interface LocalesOptions {
  localesDir: string;
}

const namespaceFile = /^([a-z0-9-]+)\.json$/;
const localesCacheControl = 'public, max-age=300';

/**
 * `/locales/<lng>/<ns>.json` for i18next's http backend, read from disk on each request so edited translations
 * show without a restart. Only known languages and plain namespace names reach the file system.
 */
export const localesPlugin = async (app: FastifyInstance, { localesDir }: LocalesOptions): Promise<void> => {
  app.get<{ Params: { lng: string; file: string } }>(
    '/locales/:lng/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { lng, file } = request.params;
      const namespace = namespaceFile.exec(file)?.[1];
      if (!isLanguage(lng) || !namespace) return sendProblem(reply, problemFor(request, 404, 'NOT_FOUND'));
      let body: string;
      try {
        body = await readFile(path.join(localesDir, lng, `${namespace}.json`), 'utf8');
      } catch {
        return sendProblem(reply, problemFor(request, 404, 'NOT_FOUND'));
      }
      return reply.type('application/json; charset=utf-8').header('cache-control', localesCacheControl).send(body);
    },
  );
};
