import Fastify from 'fastify';
import { avatarModule } from '../modules/avatar/routes';
import { cardsModule } from '../modules/cards/routes';
import { patientPlatformModule } from '../modules/patient-platform/routes';
import { profileModule } from '../modules/profile/routes';
import { coreServices } from './core';
import { keysService } from './keys';

// The dependency check refuses a registration before the plugin runs, so none of these values is ever read.
const unread = {} as never;
const cardsOptions = { cards: unread, publicUrl: 'https://example.test', patientPlatformUrl: null };
const settingsOptions = { rateLimits: unread, patientPlatformUrl: null };
const dependenciesOf = (plugin: object): unknown =>
  (plugin as Record<symbol, { dependencies?: string[] }>)[Symbol.for('plugin-meta')]?.dependencies;

describe('module registration order', () => {
  it('refuses a module registered before the shared services, naming the missing one', async () => {
    const app = Fastify();
    await expect(app.register(cardsModule, cardsOptions)).rejects.toThrow(
      "The dependency 'core-services' of plugin 'cards' is not registered",
    );
    await app.close();
  });

  it('names the next missing service once the first is there', async () => {
    const app = Fastify();
    await app.register(coreServices, { db: unread, clock: unread, passwords: unread });
    await expect(app.register(cardsModule, cardsOptions)).rejects.toThrow(
      "The dependency 'keys' of plugin 'cards' is not registered",
    );
    await app.close();
  });

  it('refuses a shared service registered before the one it needs', async () => {
    const app = Fastify();
    await expect(app.register(keysService, { config: unread })).rejects.toThrow(
      "The dependency 'core-services' of plugin 'keys' is not registered",
    );
    await app.close();
  });

  it('refuses a settings module registered before a service it uses, and only those', async () => {
    const app = Fastify();
    await app.register(coreServices, { db: unread, clock: unread, passwords: unread });
    await expect(app.register(avatarModule, settingsOptions)).rejects.toThrow(
      "The dependency 'files' of plugin 'avatar' is not registered",
    );
    await app.close();
    const again = Fastify();
    await again.register(coreServices, { db: unread, clock: unread, passwords: unread });
    await expect(again.register(patientPlatformModule, settingsOptions)).rejects.toThrow(
      "The dependency 'keys' of plugin 'patient-platform' is not registered",
    );
    await again.close();
  });

  it('has a settings module depend only on the services it uses', () => {
    expect(dependenciesOf(profileModule)).toEqual(['core-services']);
    expect(dependenciesOf(avatarModule)).toEqual(['core-services', 'files']);
    expect(dependenciesOf(patientPlatformModule)).toEqual(['core-services', 'keys']);
  });
});
