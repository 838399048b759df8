import { Type, type Static } from 'typebox';

/**
 * The license lease every successful desktop-app call carries. The desktop program keeps the newest one and checks
 * it offline: the Ed25519 signature (public key from GET /api/app/public-key, chosen by `kid`), its own fingerprint,
 * `issuedAt` not in the future, and `leaseExpiresAt` not passed. `server/cli/desktop-client.ts` does exactly that.
 */
export const leaseFormat = 'dentiqo-lease-v1';

const Instant = Type.String({ format: 'date-time' });

export const LeasePayload = Type.Object({
  format: Type.Literal(leaseFormat),
  /** The activation key (device slot) it licenses. */
  keyId: Type.String(),
  slot: Type.Integer({ minimum: 1 }),
  /** Grows each time the key is reloaded; an older version is revoked. */
  keyVersion: Type.Integer({ minimum: 1 }),
  /** Lower-case hex SHA-256 of the device fingerprint the key is bound to. */
  fingerprintHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  companyId: Type.String(),
  /** Whether the company is on its free trial or a paid subscription, and when that ends. */
  plan: Type.Enum(['trial', 'subscription'] as const),
  expiresAt: Instant,
  issuedAt: Instant,
  /** The earlier of `issuedAt` + 7 days and `expiresAt`: the app must renew the lease before then. */
  leaseExpiresAt: Instant,
  /** The nonce of the request that got this lease, so a replayed old answer is recognised as such. */
  nonce: Type.String(),
});
export type LeasePayload = Static<typeof LeasePayload>;

export const LicenseLease = Type.Object({
  /** Which signing key signed it (keys rotate; old public keys stay published while leases signed by them live). */
  kid: Type.String(),
  /** base64url of the payload's UTF-8 JSON, exactly the bytes that were signed after the prefix. */
  payload: Type.String(),
  /** base64url Ed25519 signature over `dentiqo-lease-v1.` followed by `payload` (the base64url text). */
  signature: Type.String(),
});
export type LicenseLease = Static<typeof LicenseLease>;

export const PublicSigningKey = Type.Object({
  kid: Type.String(),
  algorithm: Type.Literal('Ed25519'),
  /** SubjectPublicKeyInfo PEM. */
  publicKeyPem: Type.String(),
});
export type PublicSigningKey = Static<typeof PublicSigningKey>;

export const PublicKeysResponse = Type.Object({
  /** The key new leases are signed with. */
  currentKid: Type.String(),
  keys: Type.Array(PublicSigningKey),
});
export type PublicKeysResponse = Static<typeof PublicKeysResponse>;

/** Leases last at most this long, so a revoked key stops working within it even offline. */
export const leaseMaxDays = 7;
/** How far a lease's `issuedAt` may be ahead of the device's clock before it is refused. */
export const leaseClockSkewMinutes = 5;
