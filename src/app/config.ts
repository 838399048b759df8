import {
  type AnalyticsIds,
  type ClientConfig,
  type ContactAddresses,
  clientConfigElementId,
  defaultAppName,
} from '@contract/rules/client-config';

/**
 * The SPA's one configuration module. Runtime settings come from the JSON script the server injects into the
 * first HTML (`#app-config`); the API host is fixed at build time (`API_HOST`, empty = same origin).
 */

/** What the build-time render (src/prerender/) uses instead of the first HTML's settings, which it has none of. */
let renderConfig: Partial<ClientConfig> = {};

export const setRenderConfig = (config: Partial<ClientConfig>): void => {
  renderConfig = config;
};

const hasDocument = typeof document !== 'undefined';
const prerenderOrigin = 'http://localhost';

const readInjected = (): Partial<ClientConfig> => {
  if (!hasDocument) return renderConfig;
  const text = document.getElementById(clientConfigElementId)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ClientConfig>) : {};
  } catch {
    return {};
  }
};

const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const orNull = (value: unknown): string | null => filled(value) ?? null;

const contactsFrom = (value: unknown): ContactAddresses => {
  const raw = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof ContactAddresses, unknown>>;
  return {
    email: orNull(raw.email),
    telegram: orNull(raw.telegram),
    whatsapp: orNull(raw.whatsapp),
    viber: orNull(raw.viber),
    messenger: orNull(raw.messenger),
  };
};

const analyticsFrom = (value: unknown): AnalyticsIds => {
  const raw = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof AnalyticsIds, unknown>>;
  return { gaMeasurementId: orNull(raw.gaMeasurementId), gtmContainerId: orNull(raw.gtmContainerId) };
};

export const getClientConfig = (): Required<ClientConfig> => {
  const injected = readInjected();
  return {
    appName: filled(injected.appName) ?? defaultAppName,
    publicUrl: withoutTrailingSlash(
      filled(injected.publicUrl) ?? (hasDocument ? window.location.origin : prerenderOrigin),
    ),
    contacts: contactsFrom(injected.contacts),
    analytics: analyticsFrom(injected.analytics),
  };
};

const apiHost = withoutTrailingSlash(typeof __API_HOST__ === 'string' ? __API_HOST__ : '');

/** Always absolute: fetch under jest (and any non-browser caller) cannot resolve a relative URL. */
export const apiBaseUrl = (): string => `${apiHost || (hasDocument ? window.location.origin : prerenderOrigin)}/api/`;
