import type { SeededCompany } from './access-seed';
import { uniqueLogin } from './accounts';

/** What a company-scoped route needs to reach its handler: its path params (A's objects) and a valid body. */
export interface RouteFill {
  params?: Record<string, string>;
  body?: unknown;
}

type Fill = (a: SeededCompany, now: Date) => RouteFill;

const inTenDays = (now: Date): string => new Date(now.getTime() + 10 * 86_400_000).toISOString();

const staffBody = () => ({ firstName: 'Hijack', lastName: 'Attempt', login: uniqueLogin('hijack'), role: 'doctor' });

/**
 * Fill-ins for every company-scoped route that has path params or a body, by `METHOD url`. The matrix fails for a
 * route that needs one and has none here, and for an entry no route matches any more.
 */
export const routeFills: Record<string, Fill> = {
  'PUT /api/company/account-name': () => ({ body: { accountName: 'Hijacked name' } }),
  'PATCH /api/company/keys/:keyId': (a) => ({ params: { keyId: a.keyId }, body: { deviceName: 'Hijacked' } }),
  'POST /api/company/keys/:keyId/reload': (a) => ({ params: { keyId: a.keyId } }),
  'POST /api/company/bonuses/:kind': () => ({ params: { kind: 'profile' } }),
  'POST /api/company/orders': () => ({ body: { kind: 'buy', months: 3, devices: 2 } }),
  'PUT /api/company/profile': () => ({
    body: { country: 'PL', city: 'Hijacked', ceo: 'Hijacked', contactPerson: '', phone: '+48221234567' },
  }),
  'POST /api/company/password': () => ({ body: { currentPassword: 'correct horse', newPassword: 'hijacked pass' } }),
  // A wrong e-mail: reaches the handler, and closes nothing.
  'POST /api/company/closure': () => ({ body: { email: 'hijack@example.com', password: 'correct horse' } }),
  'POST /api/account/password': () => ({ body: { currentPassword: 'correct horse', newPassword: 'hijacked pass' } }),
  'POST /api/company/staff': () => ({ body: { ...staffBody(), password: 'hijacked pass' } }),
  'PUT /api/company/staff/:id': (a) => ({ params: { id: a.staffId }, body: staffBody() }),
  'DELETE /api/company/staff/:id': (a) => ({ params: { id: a.staffId } }),
  'PUT /api/company/platform': () => ({ body: { token: 'hijacked-platform-token' } }),
  'POST /api/price-list/rows': () => ({ body: { elementCode: null, name: 'Hijacked row', price: '1' } }),
  'PUT /api/price-list/rows/:id': (a) => ({
    params: { id: a.priceRowId },
    body: { elementCode: null, name: 'Hijacked', price: '1', version: 1 },
  }),
  'DELETE /api/price-list/rows/:id': (a) => ({ params: { id: a.priceRowId } }),
  'PUT /api/price-list/currency': () => ({ body: { currency: 'EUR' } }),
  'POST /api/company/cards/:id/revoke': (a) => ({ params: { id: a.cardId } }),
  'PUT /api/company/cards/:id/expiry': (a, now) => ({ params: { id: a.cardId }, body: { expiresAt: inTenDays(now) } }),
  'POST /api/company/cards/:id/patient-record': (a) => ({ params: { id: a.cardId } }),
  'GET /api/company/cards/:id/decisions': (a) => ({ params: { id: a.cardId } }),
  'HEAD /api/company/cards/:id/decisions': (a) => ({ params: { id: a.cardId } }),
};
