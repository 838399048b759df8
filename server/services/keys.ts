import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type KeyVault, createKeyVault } from '../modules/licensing/key-vault';
import { loadAppKeys } from '../security/app-keys';
import type { SecretBox } from '../security/encryption';
import type { LicenseKeyRing } from '../security/license-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals secrets at rest (patient-platform tokens, card links, activation keys). */
    secretBox: SecretBox;
    /** Finds and opens activation keys. */
    vault: KeyVault;
    /** Signs license leases. */
    signingKeys: LicenseKeyRing;
    /** Signs installer download links. */
    downloadKey: Buffer;
    /** Hashes the client address kept with a patient's answer to a card. */
    addressKey: Buffer;
  }
}

export interface KeysOptions {
  config: Pick<Config, 'settings' | 'dataDir' | 'licensing' | 'nodeEnv'>;
}

/** The server's keys, loaded once at start (a missing one outside production is generated and logged). */
export const keysService = fp<KeysOptions>(
  (async (app, { config }) => {
    const { secretBox, activationLookupKey, downloadKey, addressKey, signingKeys } = loadAppKeys(
      config,
      app.clock(),
      app.log,
    );
    app.decorate('secretBox', secretBox);
    app.decorate('vault', createKeyVault(secretBox, activationLookupKey));
    app.decorate('signingKeys', signingKeys);
    app.decorate('downloadKey', downloadKey);
    app.decorate('addressKey', addressKey);
  }) satisfies FastifyPluginAsync<KeysOptions>,
  { name: 'keys', fastify: '5.x', dependencies: ['core-services'] },
);
