/** The campaign parameters analytics attaches to page views (utm_* from the landing URL). */
export const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type CampaignKey = (typeof campaignKeys)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

const storageKey = 'dentiqo-campaign';
const maxLength = 200;

/** utm_* parameters of a query string, trimmed and capped; empty ones are ignored. */
export const readCampaign = (search: string): Campaign => {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of campaignKeys) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value.slice(0, maxLength);
  }
  return campaign;
};

/**
 * The campaign of this visit: the URL's utm_* when it has any (remembered for the session), else the one
 * remembered from the page the visitor arrived on, so later page views keep their source.
 */
export const sessionCampaign = (search: string, storage: Storage | null = safeSessionStorage()): Campaign => {
  const fromUrl = readCampaign(search);
  if (Object.keys(fromUrl).length > 0) {
    storage?.setItem(storageKey, JSON.stringify(fromUrl));
    return fromUrl;
  }
  try {
    const stored: unknown = JSON.parse(storage?.getItem(storageKey) ?? 'null');
    return stored && typeof stored === 'object'
      ? readCampaign(new URLSearchParams(stored as Record<string, string>).toString())
      : {};
  } catch {
    return {};
  }
};

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
