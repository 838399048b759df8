import { type MeasuredRequest, measuredRequests } from '../../bench/api/requests';
import type { SharedCard } from '../../e2e/support/cards';

/** One stream of the soak's traffic: a request and its steady rate. */
export interface SoakStream {
  request: Omit<MeasuredRequest, 'id'> & { id?: MeasuredRequest['id'] };
  perSecond: number;
}

const byId = (card: SharedCard, id: MeasuredRequest['id']): MeasuredRequest => {
  const request = measuredRequests(card).find((candidate) => candidate.id === id);
  if (!request) throw new Error(`no ${id} request`);
  return request;
};

/**
 * What a working day looks like, compressed: patients opening shared plans, desktop programs validating, clinics in
 * their cabinet, visitors on the public site, and a few sign-ins (each is a deliberately slow password check).
 */
export const soakTraffic = (card: SharedCard): SoakStream[] => [
  { request: byId(card, 'card'), perSecond: 60 },
  { request: byId(card, 'validate'), perSecond: 30 },
  { request: byId(card, 'account'), perSecond: 30 },
  { request: { label: 'articles GET', path: '/api/content/articles?lng=en' }, perSecond: 10 },
  { request: { label: 'landing page', path: '/?lng=ru' }, perSecond: 5 },
  { request: byId(card, 'sign-in'), perSecond: 1 },
];
