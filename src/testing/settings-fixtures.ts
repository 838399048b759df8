import type { Profile } from '@contract/api/settings';

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
