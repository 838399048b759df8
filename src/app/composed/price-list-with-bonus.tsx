import { useGetLicenseQuery } from '@/features/dashboard/api';
import { PriceListPage } from '@/features/price-list/pages/price-list-page';

/**
 * The price list with what the licence says of its bonus: two features meet here, in app/. Until the licence is read
 * (or when it cannot be), the page points to the dashboard as if the bonus were still to take.
 */
export const PriceListWithBonus = () => {
  const { data } = useGetLicenseQuery();
  const bonus = data?.trial.bonuses.find((entry) => entry.kind === 'price-list');
  return <PriceListPage bonusApplied={bonus?.state === 'applied'} />;
};
