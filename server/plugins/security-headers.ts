import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** HSTS only makes sense, and is only safe to send, when the public site is served over https. */
  https: boolean;
  /** Configured analytics: their hosts join the policy only when an id is set. */
  analytics?: { gaMeasurementId: string | null; gtmContainerId: string | null };
  /** The video pages embed YouTube's privacy-enhanced player (after a click). */
  videoEmbeds?: boolean;
}

const tagManager = 'https://www.googletagmanager.com';
const analyticsHosts = ['https://*.google-analytics.com', 'https://*.analytics.google.com', tagManager];
const videoHost = 'https://www.youtube-nocookie.com';

/** The extra sources analytics and the video player need, and nothing when they are off. */
const thirdPartySources = (options: SecurityHeadersOptions) => {
  const analyticsOn = !!(options.analytics?.gaMeasurementId || options.analytics?.gtmContainerId);
  return {
    script: analyticsOn ? [tagManager] : [],
    connect: analyticsOn ? analyticsHosts : [],
    img: analyticsOn ? analyticsHosts : [],
    frame: options.videoEmbeds ? [videoHost] : [],
  };
};

const hstsMaxAgeSeconds = 180 * 24 * 60 * 60;

/**
 * Helmet with a CSP the built SPA works under: own scripts only, inline styles for emotion, no framing. The
 * middleware is built once and run once: @fastify/helmet built it again for every request (parsing the CSP
 * directives each time, about 5 % of a card GET's CPU), though the headers never change.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const extra = thirdPartySources(options);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...extra.connect],
          frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          scriptSrcAttr: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // The legacy twin of `frame-ancestors 'none'` for browsers without CSP level 2.
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    });
    // The middleware's answer is the same for every request (no directive is a function of the request): record the
    // headers it sets once and set that list on each reply; running helmet's eleven middlewares per request was
    // about 6 % of a card GET's CPU.
    const recorded: [name: string, value: string][] = [];
    const removed: string[] = [];
    const recorder = {
      setHeader: (name: string, value: string | number | readonly string[]) => {
        recorded.push([name, String(value)]);
      },
      removeHeader: (name: string) => {
        removed.push(name);
      },
    };
    setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const name of removed) raw.removeHeader(name);
      for (const [name, value] of recorded) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
