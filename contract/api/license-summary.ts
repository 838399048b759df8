import { Type, type Static } from 'typebox';
import { bonusKinds } from '../rules/trial';
import { purchaseKinds } from './billing';

const Instant = Type.String({ format: 'date-time' });
const NullableInstant = Type.Union([Instant, Type.Null()]);

export const Bonus = Type.Object({
  kind: Type.Enum(bonusKinds),
  /** locked: its challenge is not done yet; available: "Get 5 days" applies it; applied: done, once and for ever. */
  state: Type.Enum(['locked', 'available', 'applied'] as const),
  appliedAt: NullableInstant,
  /** The challenge's progress: profile fields filled (of 4) or price rows filled (of 10). */
  done: Type.Integer({ minimum: 0 }),
  needed: Type.Integer({ minimum: 1 }),
  /** Trial days it adds (or added): 5, or fewer where the 10-day cap cuts it short. */
  days: Type.Integer({ minimum: 0 }),
});
export type Bonus = Static<typeof Bonus>;

/** GET /api/company/license: what the dashboard's trial, subscription and packages blocks show. */
export const LicenseSummary = Type.Object({
  plan: Type.Enum(['trial', 'subscription'] as const),
  /** Whether the desktop program may run now (a trial not started yet counts as active). */
  active: Type.Boolean(),
  /** Device slots the current plan covers. */
  devices: Type.Integer(),
  trial: Type.Object({
    startedAt: NullableInstant,
    /** 2 + 5 per applied bonus, 10 at most. */
    days: Type.Integer(),
    /** Null until the first activation starts the clock. */
    expiresAt: NullableInstant,
    daysLeft: Type.Union([Type.Integer(), Type.Null()]),
    bonuses: Type.Array(Bonus),
  }),
  /**
   * The paid subscription once anything was paid: the devices of the period running now (or of the last one), when
   * that period started, and when the paid periods that follow it without a break end.
   */
  subscription: Type.Union([
    Type.Object({
      devices: Type.Integer(),
      startsAt: Instant,
      expiresAt: Instant,
      active: Type.Boolean(),
      daysLeft: Type.Integer(),
    }),
    Type.Null(),
  ]),
  /** The paid periods that have not ended, in time order: the one running now (`current`) and those to come. */
  periods: Type.Array(
    Type.Object({ startsAt: Instant, endsAt: Instant, devices: Type.Integer(), current: Type.Boolean() }),
  ),
  /** What the packages block may offer now. */
  allowedPurchases: Type.Array(Type.Enum(purchaseKinds)),
});
export type LicenseSummary = Static<typeof LicenseSummary>;

export const BonusParams = Type.Object({ kind: Type.Enum(bonusKinds) });
export type BonusParams = Static<typeof BonusParams>;
