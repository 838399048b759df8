import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivateBody,
  AppSignInAnswer,
  AppSignInBody,
  DeactivateBody,
  LicenseAnswer,
  ValidateBody,
} from '../../../contract/api/desktop-app';
import { PublicKeysResponse } from '../../../contract/api/license-lease';
import { normalizeEmail } from '../../../contract/rules/account';
import { parseActivationKey } from '../../../contract/rules/activation-key';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { type RateLimitDeps, rateLimitHooks } from '../rate-limits/hooks';
import { activate, deactivate, validate } from './app-service';
import { appSignIn } from './app-sign-in-service';
import type { LicensingDeps } from './deps';
import { licenseRefusals } from './license-refusal';

export interface DesktopAppRoutesOptions {
  deps: LicensingDeps & RateLimitDeps;
}

const answerDescription =
  'Answers 200 with `valid` and a `code` (VALID, EXPIRED, NOT_ACTIVATED, KEY_REVOKED, DEVICE_MISMATCH, EMAIL_NOT_CONFIRMED, UNKNOWN_KEY); a valid answer carries a signed license lease that echoes the request nonce. A key that fails its check character is a 400 naming body/key.';

/**
 * The API the desktop program calls: activation, the validation heartbeat, deactivation, signing people in on a
 * device, and the public keys.
 */
export const desktopAppRoutes: FastifyPluginAsyncTypebox<DesktopAppRoutesOptions> = async (app, { deps }) => {
  mapRefusals(app, licenseRefusals);
  const deactivateLimits = rateLimitHooks(deps, 'deactivate');
  const signInLimits = rateLimitHooks(deps, 'app-sign-in');

  app.post(
    '/api/app/activate',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'activateDevice',
        tags: ['desktop app'],
        summary: 'Bind this device to an activation key',
        description: `Idempotent for the same key and device; a key bound to another device answers DEVICE_MISMATCH (reload the key in the cabinet to move it). The first activation of any of the company's keys starts its free trial. ${answerDescription}`,
        body: ActivateBody,
        response: { 200: LicenseAnswer, ...problemResponses(400, 413, 415, 500) },
      },
    },
    async (request) => activate(deps, request.body, request.ip),
  );

  app.post(
    '/api/app/validate',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'validateDevice',
        tags: ['desktop app'],
        summary: 'Check that this device may run, and renew its lease',
        description: `Refreshes the device's last-seen time (to the minute: within a minute of the last refresh, only a new app version writes it). ${answerDescription}`,
        body: ValidateBody,
        response: { 200: LicenseAnswer, ...problemResponses(400, 413, 415, 500) },
      },
    },
    async (request) => validate(deps, request.body),
  );

  app.post(
    '/api/app/deactivate',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'deactivateDevice',
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
    async (request) => deactivate(deps, request.body, request.ip),
  );

  app.post(
    '/api/app/sign-in',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'signInOnDevice',
        tags: ['desktop app'],
        summary: 'Sign a doctor, an admin or the company owner in to the program on this device',
        description:
          "Takes the company e-mail and password (the owner) or a staff login and password (doctor or admin), with this device's key and fingerprint. The device is checked first, exactly as by validate: unless it holds a valid key, the answer is 200 `{ valid: false, code }` with that key's code (EXPIRED, NOT_ACTIVATED, KEY_REVOKED, DEVICE_MISMATCH, EMAIL_NOT_CONFIRMED, UNKNOWN_KEY) and the password is not checked. Then 401 INVALID_CREDENTIALS for an unknown login and a wrong password alike, and 403 COMPANY_MISMATCH when the login is right but belongs to another company than the key. A success is 200 `{ valid: true, code: VALID, user, company }`: `user.kind` is owner, doctor or admin; the owner's display name is the company's account name. Starts no web session. A key that fails its check character is a 400 naming body/key. Rate-limited per IP and per login.",
        body: AppSignInBody,
        response: { 200: AppSignInAnswer, ...problemResponses(400, 401, 403, 413, 415, 429, 500) },
      },
      onRequest: signInLimits.perIp(),
      preHandler: signInLimits.perAccount((request) => normalizeEmail((request.body as AppSignInBody).login)),
    },
    async (request) => appSignIn(deps, request.body, request.ip),
  );

  app.get(
    '/api/app/public-key',
    {
      config: { public: true },
      schema: {
        operationId: 'getLicensePublicKeys',
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
