import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivateBody, DeactivateBody, LicenseAnswer, ValidateBody } from '../../../contract/api/desktop-app';
import { PublicKeysResponse } from '../../../contract/api/license-lease';
import { parseActivationKey } from '../../../contract/rules/activation-key';
import { problemResponses } from '../../plugins/problem';
import { type RateLimitDeps, rateLimitHooks } from '../rate-limits/hooks';
import { activate, deactivate, validate } from './app-service';
import type { LicensingDeps } from './deps';

export interface DesktopAppRoutesOptions {
  deps: LicensingDeps & RateLimitDeps;
}

const answerDescription =
  'Answers 200 with `valid` and a `code` (VALID, EXPIRED, NOT_ACTIVATED, KEY_REVOKED, DEVICE_MISMATCH, EMAIL_NOT_CONFIRMED, UNKNOWN_KEY); a valid answer carries a signed license lease that echoes the request nonce. A key that fails its check character is a 400 naming body/key.';

/** The API the desktop program calls: activation, the validation heartbeat, deactivation and the public keys. */
export const desktopAppRoutes: FastifyPluginAsyncTypebox<DesktopAppRoutesOptions> = async (app, { deps }) => {
  const deactivateLimits = rateLimitHooks(deps, 'deactivate');

  app.post(
    '/api/app/activate',
    {
      schema: {
        tags: ['desktop app'],
        summary: 'Bind this device to an activation key',
        description: `Idempotent for the same key and device; a key bound to another device answers DEVICE_MISMATCH (reload the key in the cabinet to move it). The first activation of any of the company's keys starts its free trial. ${answerDescription}`,
        body: ActivateBody,
        response: { 200: LicenseAnswer, ...problemResponses(400, 413, 415, 500) },
      },
    },
    async (request) => activate(deps, request.body),
  );

  app.post(
    '/api/app/validate',
    {
      schema: {
        tags: ['desktop app'],
        summary: 'Check that this device may run, and renew its lease',
        description: `Refreshes the device's last-seen time. ${answerDescription}`,
        body: ValidateBody,
        response: { 200: LicenseAnswer, ...problemResponses(400, 413, 415, 500) },
      },
    },
    async (request) => validate(deps, request.body),
  );

  app.post(
    '/api/app/deactivate',
    {
      schema: {
        tags: ['desktop app'],
        summary: 'Free the key from this device',
        description:
          'Answers NOT_ACTIVATED once this device no longer holds the key (also when it held nothing), DEVICE_MISMATCH when another device holds it. Rate-limited per IP and per key.',
        body: DeactivateBody,
        response: { 200: LicenseAnswer, ...problemResponses(400, 413, 415, 429, 500) },
      },
      onRequest: deactivateLimits.perIp(),
      preHandler: deactivateLimits.perAccount(
        (request) => parseActivationKey((request.body as DeactivateBody).key) ?? undefined,
      ),
    },
    async (request) => deactivate(deps, request.body),
  );

  app.get(
    '/api/app/public-key',
    {
      schema: {
        tags: ['desktop app'],
        summary: 'The public keys that verify license leases, by key id',
        description:
          "The program picks the key named by a lease's `kid`. Old keys stay listed after a rotation while leases they signed can still be alive.",
        response: { 200: PublicKeysResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        currentKid: deps.signingKeys.current.kid,
        keys: [...deps.signingKeys.publicKeys].map(([kid, publicKeyPem]) => ({
          kid,
          algorithm: 'Ed25519' as const,
          publicKeyPem,
        })),
      };
    },
  );
};
