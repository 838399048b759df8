import Fastify from 'fastify';
import { createSecretKey } from 'node:crypto';
import path from 'node:path';
import type { ValidateBody } from '../../contract/api/desktop-app';
import { authorizationKey } from '../../contract/rules/auth';
import { resolveEncryptionKey } from '../../server/security/encryption-key';
import { deriveLookupKey } from '../../server/security/keyed-hash';
import { loadLicenseKeys } from '../../server/security/license-keys';
import { accountAnswer, cardAnswer, validateAnswer } from './bare-answers';
import { openBareDb } from './bare-db';
import { bareStatements } from './bare-statements';

/**
 * The bare baselines of the card GET, validate and the account GET: Fastify with no plugin, hook, schema or logger,
 * the server's SQL through the same driver, JSON.stringify of the same answer (bare-answers.ts). Bundled with the
 * app server (bench/support/app-server-bundle.ts) and run by plain `node` beside it, on the app's database and with
 * its keys: BARE_PORT, BARE_DATABASE_URL, BARE_DATA_DIR (the app's data directory, for its generated encryption and
 * lease signing keys) and ENCRYPTION_KEY when the app was given one.
 */
const port = Number(process.env.BARE_PORT);
const databaseUrl = process.env.BARE_DATABASE_URL;
const dataDir = process.env.BARE_DATA_DIR;
if (!Number.isInteger(port) || !databaseUrl || !dataDir) throw new Error('BARE_PORT, BARE_DATABASE_URL, BARE_DATA_DIR');

const configured = process.env.ENCRYPTION_KEY ? Buffer.from(process.env.ENCRYPTION_KEY, 'base64') : null;
const encryptionKey = resolveEncryptionKey(configured, dataDir, () => {
  throw new Error(`no encryption key in ${dataDir}: start the app server first`);
});
const keys = {
  // A key object made once, as the server holds it.
  activationLookupKey: createSecretKey(deriveLookupKey(encryptionKey, 'activation-key')),
  signingKey: loadLicenseKeys({
    dir: path.join(dataDir, 'keys', 'license'),
    currentKid: null,
    generateWhenEmpty: false,
    now: new Date(),
  }).current,
};
const db = openBareDb(databaseUrl);
const statements = bareStatements(databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres');
const views = new Map<string, number>();

const app = Fastify({ logger: false });
const json = (body: unknown) => JSON.stringify(body);

app.get<{ Params: { link: string } }>('/api/cards/:link', async (request, reply) => {
  const answer = await cardAnswer(db, statements, request.params.link, views);
  return answer ? reply.type('application/json').send(json(answer)) : reply.code(404).send();
});
app.post<{ Body: ValidateBody }>('/api/app/validate', async (request, reply) => {
  const answer = await validateAnswer(db, statements, keys, request.body);
  return answer ? reply.type('application/json').send(json(answer)) : reply.code(404).send();
});
app.get('/api/account', async (request, reply) => {
  const token = request.headers[authorizationKey];
  const answer = await accountAnswer(db, statements, typeof token === 'string' ? token : undefined);
  return answer ? reply.type('application/json').send(json(answer)) : reply.code(401).send();
});
app.get('/ready', async () => 'ready');

void app.listen({ port, host: '127.0.0.1' });
