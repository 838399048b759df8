import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeviceKey,
  DeviceKeyParams,
  DeviceKeysResponse,
  KeyReloadConflict,
  RenameDeviceBody,
} from '../../../contract/api/device-keys';
import { problemContentType } from '../../../contract/api/errors';
import { authOf } from '../../plugins/auth';
import { problemFor, problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { requestSource } from '../audit/actor';
import { companyRefusals } from '../companies/company-refusal';
import type { LicensingDeps } from './deps';
import { listDeviceKeys, reloadKey, renameDevice } from './device-keys-service';
import { licenseRefusals } from './license-refusal';

export interface DeviceKeysRoutesOptions {
  deps: LicensingDeps;
}

const hiddenUntilConfirmed = 'Keys are hidden until the company e-mail is confirmed (403 EMAIL_NOT_CONFIRMED).';

/** The dashboard's keys table: list, rename a device, reload a key. Owners and admins. */
export const deviceKeysRoutes: FastifyPluginAsyncTypebox<DeviceKeysRoutesOptions> = async (app, { deps }) => {
  const cabinet = app.requireRole('owner', 'admin');
  mapRefusals(app, licenseRefusals, companyRefusals);

  app.get(
    '/api/company/keys',
    {
      schema: {
        operationId: 'listDeviceKeys',
        tags: ['keys'],
        summary: "The company's device slots with their activation keys",
        description: `One slot per device the company's plans have covered (2 during the trial). ${hiddenUntilConfirmed}`,
        response: { 200: DeviceKeysResponse, ...problemResponses(401, 403, 500) },
      },
      onRequest: cabinet,
    },
    async (request) => ({ keys: await listDeviceKeys(deps, authOf(request).companyId) }),
  );

  app.patch(
    '/api/company/keys/:keyId',
    {
      schema: {
        operationId: 'renameDevice',
        tags: ['keys'],
        summary: 'Rename the device of a slot',
        description: hiddenUntilConfirmed,
        params: DeviceKeyParams,
        body: RenameDeviceBody,
        response: { 200: DeviceKey, ...problemResponses(400, 401, 403, 404, 413, 415, 500) },
      },
      onRequest: cabinet,
    },
    async (request) => renameDevice(deps, authOf(request).companyId, request.params.keyId, request.body.deviceName),
  );

  app.post(
    '/api/company/keys/:keyId/reload',
    {
      schema: {
        operationId: 'reloadDeviceKey',
        tags: ['keys'],
        summary: 'Replace a key with a new one',
        description: `The device bound to the old key is released; the old key answers KEY_REVOKED from then on. Reloads of one key are serialised: one that comes within seconds of another (a double click, another tab) changes nothing and answers 409 CONFLICT with the key as it is now in \`current\`. ${hiddenUntilConfirmed}`,
        params: DeviceKeyParams,
        response: { 200: DeviceKey, 409: KeyReloadConflict, ...problemResponses(401, 403, 404, 500) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => {
      const result = await reloadKey(
        deps,
        authOf(request).companyId,
        request.params.keyId,
        await requestSource(deps.db, request),
      );
      if ('reloaded' in result) return result.reloaded;
      return reply
        .code(409)
        .type(`${problemContentType}; charset=utf-8`)
        .send({ ...problemFor(request, 409, 'CONFLICT'), current: result.current });
    },
  );
};
