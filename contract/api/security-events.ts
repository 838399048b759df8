import { Type, type Static } from 'typebox';
import {
  securityActorKinds,
  securityEventTypes,
  securityEventsPageDefault,
  securityEventsPageMax,
} from '../rules/security-events';

/** `<at>_<id>` of the last event of the previous page; the next page starts strictly before it. */
export const securityEventsCursorPatternSource =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z_[0-9a-hjkmnp-tv-z]{26}$';

export const SecurityEventsQuery = Type.Object(
  {
    before: Type.Optional(Type.String({ pattern: securityEventsCursorPatternSource, maxLength: 60 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: securityEventsPageMax, default: securityEventsPageDefault }),
    ),
  },
  { additionalProperties: false },
);
export type SecurityEventsQuery = Static<typeof SecurityEventsQuery>;

export const SecurityActor = Type.Object({
  kind: Type.Enum(securityActorKinds),
  /** The staff login or the device name; empty for the owner and the system. */
  label: Type.String(),
});
export type SecurityActor = Static<typeof SecurityActor>;

export const SecurityEvent = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  type: Type.Enum(securityEventTypes),
  actor: SecurityActor,
  ip: Type.Union([Type.String(), Type.Null()]),
  /** Ids, names and roles of what changed; never a password, token or key. */
  details: Type.Record(Type.String(), Type.String()),
});
export type SecurityEvent = Static<typeof SecurityEvent>;

export const SecurityEventPage = Type.Object({
  events: Type.Array(SecurityEvent),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type SecurityEventPage = Static<typeof SecurityEventPage>;
