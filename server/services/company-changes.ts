import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

type CompanyListener = (companyId: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Told by every write to a company's name, settings or licences (after it committed). */
    companyChanged: (companyId: string) => void;
    /** Subscribes to `companyChanged` (caches of company data forget what changed). */
    onCompanyChanged: (listener: CompanyListener) => void;
  }
}

/** Writers say which company changed; modules holding its data in memory listen, without the writers knowing them. */
export const companyChanges = fp(
  (async (app) => {
    const listeners: CompanyListener[] = [];
    app.decorate('companyChanged', (companyId: string) => {
      for (const listener of listeners) listener(companyId);
    });
    app.decorate('onCompanyChanged', (listener: CompanyListener) => {
      listeners.push(listener);
    });
  }) satisfies FastifyPluginAsync,
  { name: 'company-changes', fastify: '5.x' },
);
