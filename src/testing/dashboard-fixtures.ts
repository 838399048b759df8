import { http, HttpResponse } from 'msw';
import type { Order, OrdersResponse, PackagesResponse } from '@contract/api/billing';
import type { DeviceKey, DeviceKeysResponse } from '@contract/api/device-keys';
import type { Bonus, LicenseSummary } from '@contract/api/license-summary';
import type { Release, ReleasesResponse } from '@contract/api/releases';
import type { Avatar } from '@contract/api/settings';
import { defaultPackagePrices, packageDevices, packageMonths, packagePriceKey } from '@contract/rules/packages';
import { apiUrl } from './msw-server';

/** What the cabinet's dashboard sees by default in the web tests; a test overrides an endpoint with `server.use`. */

export const bonus = (kind: Bonus['kind'], overrides: Partial<Bonus> = {}): Bonus => ({
  kind,
  state: 'locked',
  appliedAt: null,
  done: 0,
  needed: kind === 'profile' ? 4 : 10,
  days: 5,
  ...overrides,
});

export const trialLicense = (overrides: Partial<LicenseSummary['trial']> = {}): LicenseSummary => ({
  plan: 'trial',
  active: true,
  devices: 2,
  trial: {
    startedAt: null,
    days: 2,
    expiresAt: null,
    daysLeft: null,
    bonuses: [bonus('profile'), bonus('price-list')],
    ...overrides,
  },
  subscription: null,
  periods: [],
  allowedPurchases: ['buy'],
});

export const packagesResponse: PackagesResponse = {
  currency: 'USD',
  packages: packageMonths.flatMap((months) =>
    packageDevices.map((devices) => ({
      months,
      devices,
      priceCents: defaultPackagePrices[packagePriceKey({ months, devices })] as number,
    })),
  ),
};

export const deviceKey = (slot: number, overrides: Partial<DeviceKey> = {}): DeviceKey => ({
  id: `01jkey000000000000000000${String(slot).padStart(2, '0')}`,
  slot,
  deviceName: null,
  reportedName: null,
  key: slot === 1 ? 'ABCDE-FGHJK-MNPQR-STVWX-YZ012' : 'Z0Y1X-2W3V4-T5S6R-7Q8P9-N0M1K',
  status: 'not-activated',
  os: null,
  appVersion: null,
  activatedAt: null,
  lastSeenAt: null,
  covered: true,
  ...overrides,
});

export const release = (os: Release['os']): Release => ({
  id: `01jrel00000000000000000${os === 'windows' ? '01' : '02'}`,
  os,
  version: '1.4.2',
  fileName: os === 'windows' ? 'Dentiqo3D-Setup-1.4.2.exe' : 'Dentiqo3D-1.4.2.dmg',
  sizeBytes: 182_400_000,
  sha256: 'a'.repeat(64),
  notes: 'Faster 3D plans.',
  publishedAt: '2026-11-01T10:00:00.000Z',
  downloadUrl: `http://localhost/api/downloads/${os}?expires=9999999999&signature=abc`,
  downloadExpiresAt: '2999-01-01T00:00:00.000Z',
});

export const paidOrder = (overrides: Partial<Order> = {}): Order => ({
  id: '01jord00000000000000000001',
  kind: 'buy',
  months: 6,
  devices: 5,
  priceCents: 23400,
  currency: 'USD',
  status: 'paid',
  provider: 'sandbox',
  createdAt: '2026-11-10T09:00:00.000Z',
  paidAt: '2026-11-10T09:01:00.000Z',
  startsAt: '2026-11-10T09:01:00.000Z',
  expiresAt: '2027-05-09T09:01:00.000Z',
  extraDays: 0,
  appliedKind: 'buy',
  appliedReason: null,
  ...overrides,
});

/** The cabinet's default answers: its header's logo and every block of the dashboard. */
export const cabinetHandlers = [
  http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null } satisfies Avatar)),
  http.get(apiUrl('company/license'), () => HttpResponse.json(trialLicense())),
  http.get(apiUrl('packages'), () => HttpResponse.json(packagesResponse)),
  http.get(apiUrl('company/orders'), () => HttpResponse.json({ orders: [] } satisfies OrdersResponse)),
  http.get(apiUrl('company/keys'), () =>
    HttpResponse.json({ keys: [deviceKey(1), deviceKey(2)] } satisfies DeviceKeysResponse),
  ),
  http.get(apiUrl('company/releases'), () =>
    HttpResponse.json({ releases: [release('windows'), release('macos')] } satisfies ReleasesResponse),
  ),
];
