import { Type, type Static } from 'typebox';
import { deviceNameMaxLength } from '../rules/devices';
import { deviceOperatingSystems } from './desktop-app';
import { Problem } from './errors';

/** The keys table of the dashboard: one row per device slot. */

export const DeviceKey = Type.Object({
  id: Type.String(),
  slot: Type.Integer({ minimum: 1 }),
  /**
   * The name the clinic gave in the cabinet; null until it names the slot, and the SPA shows "Device <slot>" in the
   * reader's language (the server makes no texts of its own). Activation never changes it.
   */
  deviceName: Type.Union([Type.String(), Type.Null()]),
  /** The name the desktop program reported when it activated; null before any activation. */
  reportedName: Type.Union([Type.String(), Type.Null()]),
  /** The activation key, `XXXXX-XXXXX-XXXXX-XXXXX-XXXXX`. */
  key: Type.String(),
  status: Type.Enum(['not-activated', 'activated'] as const),
  os: Type.Union([Type.Enum(deviceOperatingSystems), Type.Null()]),
  appVersion: Type.Union([Type.String(), Type.Null()]),
  activatedAt: Type.Union([Type.String(), Type.Null()]),
  lastSeenAt: Type.Union([Type.String(), Type.Null()]),
  /** False for slots beyond the current plan's device count (kept listed after a smaller renewal or expiry). */
  covered: Type.Boolean(),
});
export type DeviceKey = Static<typeof DeviceKey>;

export const DeviceKeysResponse = Type.Object({ keys: Type.Array(DeviceKey) });
export type DeviceKeysResponse = Static<typeof DeviceKeysResponse>;

export const DeviceKeyParams = Type.Object({ keyId: Type.String({ pattern: '^[0-9a-hjkmnp-tv-z]{26}$' }) });
export type DeviceKeyParams = Static<typeof DeviceKeyParams>;

export const RenameDeviceBody = Type.Object(
  { deviceName: Type.String({ minLength: 1, maxLength: deviceNameMaxLength, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type RenameDeviceBody = Static<typeof RenameDeviceBody>;

/** 409 from a reload: the key was replaced moments ago (another tab, a double click); `current` is how it is now. */
export const KeyReloadConflict = Type.Object({ ...Problem.properties, current: DeviceKey });
export type KeyReloadConflict = Static<typeof KeyReloadConflict>;
