import { http, HttpResponse } from 'msw';
import type { LatestCompanyExport } from '@contract/api/company-export';
import type { SecurityEventPage } from '@contract/api/security-events';
import type { PriceList, Profile, StaffList } from '@contract/api/settings';
import { apiUrl } from './msw-server';

/** A company's profile before anything was filled in, as GET /api/company/profile answers it. */
export const emptyProfile: Profile = {
  country: null,
  city: '',
  ceo: '',
  contactPerson: '',
  phone: null,
  address: '',
  website: '',
  complete: false,
};

/** The settings and price-list pages' default answers: a new company that has filled in and exported nothing. */
export const settingsHandlers = [
  http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
  http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff: [] } satisfies StaffList)),
  http.get(apiUrl('company/security-events'), () =>
    HttpResponse.json({ events: [], nextCursor: null } satisfies SecurityEventPage),
  ),
  http.get(apiUrl('company/export'), () => HttpResponse.json(null satisfies LatestCompanyExport)),
  http.get(apiUrl('price-list'), () => HttpResponse.json({ currency: 'USD', rows: [] } satisfies PriceList)),
];
