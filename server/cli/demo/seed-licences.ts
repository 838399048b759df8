import { createHash, randomBytes } from 'node:crypto';
import type { CreatedOrder, OrdersResponse } from '../../../contract/api/billing';
import type { LicenseAnswer } from '../../../contract/api/desktop-app';
import type { DeviceKeysResponse } from '../../../contract/api/device-keys';
import { type DemoApi, DemoError } from './demo-api';
import { type DemoDevice, demoOrder } from './demo-clinic';

export interface DemoDeviceKey {
  key: string;
  fingerprint: string;
}

const nonce = (): string => randomBytes(18).toString('base64url');

// What the program derives from the machine; here from the device's name, so each demo device is a machine of its own.
const fingerprintOf = (device: DemoDevice): string =>
  createHash('sha256').update(`dentiqo-demo:${device.deviceName}`).digest('hex');

const expectValid = (answer: LicenseAnswer, what: string): void => {
  if (answer.code !== 'VALID') throw new DemoError(`${what} answered ${answer.code}`);
};

/**
 * Activates `device` on the company's first free key as the desktop program does, names the slot in the cabinet,
 * and sends the heartbeats a program sends while it runs.
 */
export const activateDevice = async (api: DemoApi, token: string, device: DemoDevice): Promise<DemoDeviceKey> => {
  const { keys } = await api.get<DeviceKeysResponse>('/api/company/keys', token);
  const slot = keys.find((key) => key.status === 'not-activated' && key.covered);
  if (!slot) {
    const seen = keys.map((key) => `${key.slot} ${key.status}${key.covered ? '' : ' (not covered)'}`).join(', ');
    throw new DemoError(`no free device key for ${device.label}; the keys: ${seen}`);
  }
  const fingerprint = fingerprintOf(device);
  const { deviceName, os, appVersion } = device;
  const activated = await api.call<LicenseAnswer>({
    url: '/api/app/activate',
    body: { key: slot.key, fingerprint, deviceName, os, appVersion, nonce: nonce() },
  });
  expectValid(activated, `activating ${device.label}`);
  await api.call({
    method: 'PATCH',
    url: `/api/company/keys/${slot.id}`,
    body: { deviceName: device.label },
    token,
  });
  for (let beat = 0; beat < device.validations; beat += 1) {
    const answer = await api.call<LicenseAnswer>({
      url: '/api/app/validate',
      body: { key: slot.key, fingerprint, appVersion, nonce: nonce() },
    });
    expectValid(answer, `validating ${device.label}`);
  }
  return { key: slot.key, fingerprint };
};

/** Orders a package and pays it on the sandbox checkout page, as the cabinet's "Buy" button leads a person to. */
export const buyPackage = async (api: DemoApi, token: string): Promise<void> => {
  const created = await api.call<CreatedOrder>({ url: '/api/company/orders', body: demoOrder, token });
  await api.call({ url: `${new URL(created.checkoutUrl).pathname}/pay`, expect: [303] });
  const { orders } = await api.get<OrdersResponse>('/api/company/orders', token);
  const status = orders.find((order) => order.id === created.order.id)?.status;
  if (status !== 'paid') throw new DemoError(`the sandbox payment left the order ${status ?? 'missing'}`);
};
