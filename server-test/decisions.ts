import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../server/app';
import { type ActivatedDevice, sampleCardWithOptions, uploadCard } from './cards';

/** Uploads the sample card with its three options (Implant, Bridge, Removable denture). */
export const uploadOptionsCard = (app: App, device: ActivatedDevice) =>
  uploadCard(app, device, {
    fields: { formula: undefined, plan: undefined, options: structuredClone(sampleCardWithOptions().options) },
  });

/** A patient's answer to a card, from a browser with this address and user agent. */
export const postDecision = (
  app: App,
  link: string,
  body: Record<string, unknown>,
  client: { ip?: string; userAgent?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api/cards/${link}/decisions`,
    payload: { requestId: randomUUID(), ...body },
    remoteAddress: client.ip ?? '203.0.113.7',
    headers: { 'user-agent': client.userAgent ?? 'Mozilla/5.0 (Test phone)' },
  });

export const acceptBody = (optionIndex = 1) => ({
  kind: 'accepted',
  optionIndex,
  fullName: 'Olena Kovalenko',
  consent: true,
});
