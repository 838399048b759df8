import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { type PolicyOptions, contentSecurityPolicy } from './content-security-policy';

export type SecurityHeadersOptions = PolicyOptions;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer (an HTML page) a fresh style nonce and the policy naming it; every `<style>` of the page must
     * carry the returned nonce.
     */
    useStyleNonce(): string;
    /** Lets this answer's page use any inline style (Swagger UI's). */
    allowInlineStyles(): void;
  }
}

const hstsMaxAgeSeconds = 180 * 24 * 60 * 60;
const nonceBytes = 16;

/**
 * Helmet's hardening headers and the Content-Security-Policy (./content-security-policy.ts). Helmet's middleware is
 * built once and run once: its answer is the same for every request, so the headers it sets are recorded and that
 * list is set on each reply (running its eleven middlewares per request was about 6 % of a card GET's CPU). They go
 * into the reply's own headers, which Node checks and writes once, in `writeHead`. Set with the raw response's
 * `setHeader`, each was checked and stored there first, and every one of Fastify's headers then went the same way:
 * about 3 µs more CPU per answer (bench/README.md, `api`).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const setHeaders = helmet({
      contentSecurityPolicy: false,
      // The legacy twin of `frame-ancestors 'none'` for browsers without CSP level 2.
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    });
    // Helmet also removes X-Powered-By, which Fastify never sets.
    const recorded: Record<string, string> = { 'content-security-policy': contentSecurityPolicy(options) };
    const recorder = {
      setHeader: (name: string, value: string | number | readonly string[]) => {
        recorded[name.toLowerCase()] = String(value);
      },
      removeHeader: () => undefined,
    };
    setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(recorded);
      done();
    });
    app.decorateReply('useStyleNonce', function useStyleNonce(this: FastifyReply) {
      const nonce = randomBytes(nonceBytes).toString('base64');
      this.header('content-security-policy', contentSecurityPolicy(options, { nonce }));
      return nonce;
    });
    const inlineStylesPolicy = contentSecurityPolicy(options, 'inline');
    app.decorateReply('allowInlineStyles', function allowInlineStyles(this: FastifyReply) {
      this.header('content-security-policy', inlineStylesPolicy);
    });
  },
  { name: 'security-headers' },
);
