import type { FastifyPluginAsync } from 'fastify';
import { secretTokenPattern } from '../../security/secret-tokens';
import { chooseLanguage } from '../../plugins/request-language';
import type { BillingDeps } from './deps';
import { renderSandboxPage } from './sandbox-page';
import { sandboxCheckoutPath } from './sandbox-provider';
import type { SandboxTexts } from './sandbox-texts';
import type { Language } from '../../../contract/rules/languages';
import { findOrderByReference } from './repository';
import { cancelByReference, confirmPayment } from './service';

export interface SandboxRoutesOptions {
  deps: BillingDeps;
  texts: Readonly<Record<Language, SandboxTexts>>;
}

interface ReferenceParams {
  reference: string;
}

/** The sandbox provider's checkout page, served by this server; paying here charges nothing. */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { deps, texts }) => {
  // The page's forms post url-encoded bodies that carry nothing the server needs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const dashboard = `${deps.publicUrl}/company`;
  const known = (reference: string) => secretTokenPattern.test(reference);

  app.get<{ Params: ReferenceParams }>(
    `${sandboxCheckoutPath}:reference`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference } = request.params;
      const order = known(reference) ? await findOrderByReference(deps.db, 'sandbox', reference) : undefined;
      const language = chooseLanguage({
        queryLanguage: (request.query as Record<string, unknown>).lng,
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const html = renderSandboxPage(language, texts[language], order, {
        formBase: `${sandboxCheckoutPath}${reference}`,
        dashboardUrl: dashboard,
        styleNonce: reply.useStyleNonce(),
      });
      return reply
        .code(order ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.post<{ Params: ReferenceParams }>(
    `${sandboxCheckoutPath}:reference/pay`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference } = request.params;
      const outcome = known(reference) ? await confirmPayment(deps, 'sandbox', reference) : 'unknown-order';
      // Anything but a payment applied now goes back to the page, which tells the order's state.
      if (outcome !== 'applied') return reply.redirect(`${sandboxCheckoutPath}${encodeURIComponent(reference)}`, 303);
      return reply.redirect(`${dashboard}?payment=paid`, 303);
    },
  );

  app.post<{ Params: ReferenceParams }>(
    `${sandboxCheckoutPath}:reference/cancel`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference } = request.params;
      if (known(reference)) await cancelByReference(deps, 'sandbox', reference);
      return reply.redirect(`${dashboard}?payment=cancelled`, 303);
    },
  );
};
