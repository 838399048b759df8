import { http, HttpResponse } from 'msw';
import type { DecisionFigures } from '@contract/api/card-decisions';
import type { CompanyCard, CompanyCardList } from '@contract/api/cards';
import { treatmentModules } from '@contract/rules/price-catalog';
import type { PlatformLink } from '@contract/api/settings';
import { apiUrl } from './msw-server';

/** The shared plans the web tests see; a test overrides an endpoint with `server.use`. */

export const sharedCard = (n: number, overrides: Partial<CompanyCard> = {}): CompanyCard => ({
  id: `01jcard00000000000000000${String(n).padStart(2, '0')}`,
  patientName: `Patient ${n}`,
  savedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-05T10:01:00.000Z',
  expiresAt: '2099-09-01T12:00:00.000Z',
  revokedAt: null,
  state: 'active',
  views: 0,
  lastViewedAt: null,
  previewUrl: `http://localhost/preview/${'a'.repeat(41)}${String(n).padStart(2, '0')}`,
  hasPdf: true,
  currency: 'USD',
  totalMinor: 125_000,
  patientRecord: { state: 'not-sent', recordId: null, sentAt: null, lastAttemptAt: null, lastError: null },
  decision: { status: 'not-opened', since: null, optionIndex: null, optionTitle: null },
  ...overrides,
});

export const cardList = (cards: CompanyCard[], overrides: Partial<CompanyCardList> = {}): CompanyCardList => ({
  cards,
  page: 1,
  pageSize: 10,
  total: cards.length,
  totalPages: cards.length > 0 ? 1 : 0,
  ...overrides,
});

export const platformLink = (linked: boolean): PlatformLink => ({
  configured: true,
  linked,
  linkedAt: linked ? '2026-03-01T09:00:00.000Z' : null,
});

/** The figures of a clinic that shared nothing in the last 90 days. */
export const noFigures = (): DecisionFigures => ({
  from: '2025-12-06T00:00:00.000Z',
  to: '2026-03-06T00:00:00.000Z',
  overall: { shared: 0, opened: 0, accepted: 0 },
  modules: treatmentModules.map((module) => ({ module, shared: 0, opened: 0, accepted: 0 })),
});

/** The cabinet's defaults: no shared plans yet, the platform not linked. */
export const sharedPlansHandlers = [
  http.get(apiUrl('company/cards/figures'), () => HttpResponse.json(noFigures())),
  http.get(apiUrl('company/cards'), () => HttpResponse.json(cardList([]))),
  http.get(apiUrl('company/platform'), () => HttpResponse.json(platformLink(false))),
];
