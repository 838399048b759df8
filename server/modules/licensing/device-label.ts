import type { DeviceSlot } from '../../db/tables';

/** How the audit log names a slot's device: the clinic's name, else the program's, else nothing (unnamed, idle). */
export const deviceLabel = (slot: Pick<DeviceSlot, 'device_name' | 'reported_name'>): string =>
  slot.device_name || slot.reported_name || '';
