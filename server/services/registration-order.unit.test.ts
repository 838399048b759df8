import Fastify from 'fastify';
import { cardsModule } from '../modules/cards/routes';
import { coreServices } from './core';
import { keysService } from './keys';

// The dependency check refuses a registration before the plugin runs, so none of these values is ever read.
const unread = {} as never;
const cardsOptions = { cards: unread, publicUrl: 'https://example.test', patientPlatformUrl: null };

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
});
