import { avatarField } from '../../../contract/rules/avatar';
import type { DemoApi } from './demo-api';
import { demoPriceRows, demoProfile } from './demo-clinic';
import { demoLogo } from './demo-logo';

/** The profile, the logo and the price list, as the clinic fills them in its settings. */
export const seedClinicSettings = async (api: DemoApi, token: string): Promise<void> => {
  await api.call({ method: 'PUT', url: '/api/company/profile', body: demoProfile, token });
  const logo = new FormData();
  logo.append(avatarField, new Blob([new Uint8Array(await demoLogo())], { type: 'image/png' }), 'logo.png');
  await api.call({ method: 'PUT', url: '/api/company/avatar', body: logo, token });
  for (const row of demoPriceRows) await api.call({ url: '/api/price-list/rows', body: row, token });
};

/** "Get 5 days" for both challenges the settings above completed. */
export const applyBonuses = async (api: DemoApi, token: string): Promise<void> => {
  for (const kind of ['profile', 'price-list']) await api.call({ url: `/api/company/bonuses/${kind}`, token });
};
