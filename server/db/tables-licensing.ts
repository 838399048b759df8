import type { Generated } from 'kysely';

/**
 * The tables of licensing and billing: each company's licence, its paid periods, device slots and retired keys,
 * orders and the published installers. Row shapes follow the rules of tables.ts, which assembles the Database.
 */
export interface CompanyLicensesTable {
  company_id: string;
  /** The first activation of any of the company's keys: the trial counts from here. */
  trial_started_at: string | null;
  profile_bonus_at: string | null;
  price_list_bonus_at: string | null;
  updated_at: string;
}

/** One paid period of a subscription: what a company may use from its start until its end. */
export interface SubscriptionPeriodsTable {
  id: string;
  company_id: string;
  /** The order that paid for it; null only for a period carried over from before periods existed. */
  order_id: string | null;
  starts_at: string;
  ends_at: string;
  devices: number;
  created_at: string;
  updated_at: string;
}

export interface DeviceSlotsTable {
  id: string;
  company_id: string;
  /** 1, 2, …: the slot's place in the keys table. */
  slot: number;
  /** The name the clinic gave in the cabinet; '' until it names the slot (the SPA then shows "Device <slot>"). */
  device_name: string;
  /** The name the desktop program reported when it activated; null before any activation. */
  reported_name: string | null;
  /** The key, sealed with the server's encryption key. */
  key_sealed: string;
  /** HMAC-SHA256 of the canonical key, for lookups without decrypting every row. */
  key_lookup: string;
  key_version: number;
  fingerprint_hash: string | null;
  device_os: string | null;
  app_version: string | null;
  activated_at: string | null;
  last_seen_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RetiredKeysTable {
  key_lookup: string;
  slot_id: string;
  retired_at: string;
}

export const orderStatuses = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface OrdersTable {
  id: string;
  company_id: string;
  kind: 'buy' | 'renew' | 'upgrade';
  months: number;
  devices: number;
  price_cents: number;
  currency: string;
  status: Generated<OrderStatus>;
  provider: string;
  /** The provider's id of the checkout (a Stripe Checkout Session id; the order id for the sandbox). */
  provider_reference: string | null;
  /** Filled when paid: the period the payment bought. */
  starts_at: string | null;
  expires_at: string | null;
  extra_days: Generated<number>;
  /** Set when paid: what the order was applied as, and why when that differs from its kind. */
  applied_kind: 'buy' | 'renew' | 'upgrade' | null;
  applied_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export interface ReleasesTable {
  id: string;
  os: 'windows' | 'macos';
  version: string;
  file_name: string;
  size_bytes: number;
  sha256: string;
  notes: string;
  /** The file's name under `$DATA_DIR/releases/`. */
  storage_name: string;
  published_at: string;
}
