/**
 * What the company's audit log records (docs/product-rules.md#security-events); the SPA names each in the user's
 * language.
 */
export const securityEventTypes = [
  'sign-in-succeeded',
  'sign-in-failed',
  'password-changed',
  'password-change-failed',
  'password-reset-requested',
  'password-reset-completed',
  'staff-added',
  'staff-changed',
  'staff-removed',
  'key-reloaded',
  'key-activated',
  'key-deactivated',
  'sessions-revoked',
  'platform-linked',
  'platform-unlinked',
  'card-link-revoked',
  'card-expiry-changed',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

/** Who did it: the owner, a staff member (by login), a desktop device (by name) or the server itself. */
export const securityActorKinds = ['owner', 'staff', 'device', 'system'] as const;
export type SecurityActorKind = (typeof securityActorKinds)[number];

export const securityEventsPageDefault = 20;
export const securityEventsPageMax = 100;
/** Housekeeping deletes older events. */
export const securityEventsRetentionDays = 365;
