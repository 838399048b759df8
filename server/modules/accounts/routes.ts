import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { Account, SessionResponse, SignInBody, SignUpBody } from '../../../contract/api/auth';
import { normalizeEmail } from '../../../contract/rules/account';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyMailDeps } from '../../services/company-mail-deps';
import { companyRefusals } from '../companies/company-refusal';
import { type RateLimitDeps, rateLimitHooks } from '../rate-limits/hooks';
import { accountRefusals } from './account-refusal';
import { type AccountsDeps, getAccount, signIn, signOut, signUp } from './service';

export type AccountOptions = Pick<RateLimitDeps, 'rateLimits'>;

/** Sign-up, sign-in, sign-out and the signed-in account. */
const accountRoutes: FastifyPluginAsyncTypebox<AccountOptions> = async (app, { rateLimits }) => {
  mapRefusals(app, accountRefusals, companyRefusals);
  const deps: AccountsDeps & RateLimitDeps = {
    ...companyMailDeps(app),
    passwords: app.passwords,
    rateLimits,
  };
  const signUpLimits = rateLimitHooks(deps, 'sign-up');
  const signInLimits = rateLimitHooks(deps, 'sign-in');

  app.post(
    '/api/auth/sign-up',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create a company account and sign it in',
        description:
          'Creates the company, starts its first session and e-mails a confirmation link. The e-mail must be unused, compared case-insensitively (409 EMAIL_TAKEN names body/email). Rate-limited per IP and per e-mail.',
        body: SignUpBody,
        response: { 201: SessionResponse, ...problemResponses(400, 409, 413, 415, 429, 500) },
      },
      onRequest: signUpLimits.perIp(),
      preHandler: signUpLimits.perAccount((request) => normalizeEmail((request.body as SignUpBody).email)),
    },
    async (request, reply) => reply.code(201).send(await signUp(deps, request.body)),
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with the company e-mail (or a staff login) and password',
        description:
          '401 INVALID_CREDENTIALS for an unknown login and a wrong password alike; 403 DOCTOR_WEB_SIGN_IN for doctors, who use the desktop app. Rate-limited per IP and per login.',
        body: SignInBody,
        response: { 200: SessionResponse, ...problemResponses(400, 401, 403, 413, 415, 429, 500) },
      },
      onRequest: signInLimits.perIp(),
      preHandler: signInLimits.perAccount((request) => normalizeEmail((request.body as SignInBody).login)),
    },
    async (request) => signIn(deps, request.body, request.ip),
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Sign this session out',
        response: { 204: Type.Null(), ...problemResponses(401, 500) },
      },
      onRequest: app.requireAuth,
    },
    async (request, reply) => {
      await signOut(deps, authOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account',
    {
      schema: {
        operationId: 'getAccount',
        tags: ['account'],
        summary: 'The signed-in company and role',
        response: { 200: Account, ...problemResponses(401, 500) },
      },
      onRequest: app.requireAuth,
    },
    async (request) => getAccount(deps, authOf(request)),
  );
};

export const accountsModule = fp(accountRoutes, {
  name: 'accounts',
  fastify: '5.x',
  dependencies: ['core-services', 'mail'],
  encapsulate: true,
});
