import type { PackagePrices } from '../../../contract/rules/packages';
import type { LicensingDeps } from '../licensing/deps';
import type { PaymentProvider } from './provider';

export interface BillingDeps extends LicensingDeps {
  provider: PaymentProvider;
  prices: PackagePrices;
  publicUrl: string;
}
