export interface PolicyOptions {
  /** `upgrade-insecure-requests` only when the public site is served over https. */
  https: boolean;
  /** Configured analytics: their hosts join the policy only when an id is set. */
  analytics?: { gaMeasurementId: string | null; gtmContainerId: string | null } | undefined;
  /** The video pages embed YouTube's privacy-enhanced player (after a click). */
  videoEmbeds?: boolean | undefined;
}

const tagManager = 'https://www.googletagmanager.com';
const analyticsHosts = ['https://*.google-analytics.com', 'https://*.analytics.google.com', tagManager];
const videoHost = 'https://www.youtube-nocookie.com';

/**
 * Where a response's styles may come from: own files only (`self`, every answer but a page), also the `<style>`
 * elements carrying a page's nonce, or any inline style (Swagger UI, which inserts its own `<style>` elements).
 */
export type StyleSources = 'self' | { nonce: string } | 'inline';

const styleDirectives = (styles: StyleSources): [name: string, ...sources: string[]][] => {
  if (styles === 'self') return [['style-src', "'self'"]];
  if (styles === 'inline') return [['style-src', "'self'", "'unsafe-inline'"]];
  // React writes `style` attributes into the prerendered markup (MUI's transitions, sizes); they cannot carry a nonce.
  return [
    ['style-src', "'self'", `'nonce-${styles.nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
  ];
};

/**
 * The Content-Security-Policy: own scripts only, no framing, third-party hosts only for what is configured, and
 * inline styles only as `styles` says. Styles React sets later through the CSSOM are not subject to the policy.
 */
export const contentSecurityPolicy = (options: PolicyOptions, styles: StyleSources = 'self'): string => {
  const analyticsOn = !!(options.analytics?.gaMeasurementId || options.analytics?.gtmContainerId);
  const directives: [name: string, ...sources: string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(analyticsOn ? [tagManager] : [])],
    ['script-src-attr', "'none'"],
    ...styleDirectives(styles),
    ['img-src', "'self'", 'data:', 'blob:', ...(analyticsOn ? analyticsHosts : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(analyticsOn ? analyticsHosts : [])],
    ['frame-src', ...(options.videoEmbeds ? [videoHost] : ["'none'"])],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(options.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join(';');
};
