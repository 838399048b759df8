import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withToken } from '../../../server-test/accounts';
import { activatedDevice } from '../../../server-test/cards';
import { runClient as run, useListeningServer } from '../../../server-test/desktop-client-harness';
import { testDialect } from '../../../server-test/test-db';

describe(`the reference desktop client uploads a card to a real server on ${testDialect()}`, () => {
  const server = useListeningServer();
  const { mail } = server;

  it('writes the sample card, uploads it, and prints the link that opens it', async () => {
    const device = await activatedDevice(server.testApp.app, mail);
    const sample = await run(['sample-card', '--out', path.join(server.workDir, 'sample')]);
    expect(sample.code).toBe(0);
    const files = sample.output as Record<string, string>;
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(files.card!, 'utf8')).savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const common = ['--server', server.serverUrl, '--key', device.key, '--fingerprint', device.fingerprint];
    const uploaded = await run([
      'upload-card',
      ...common,
      '--card',
      files.card!,
      '--before',
      files.before!,
      '--after',
      files.after!,
      '--pdf',
      files.pdf!,
    ]);
    expect(uploaded.code).toBe(0);
    const link = uploaded.output!.previewLink as string;
    expect(uploaded.output).toMatchObject({ previewUrl: `http://localhost:3000/preview/${link}` });

    const card = (await server.testApp.app.inject({ url: `/api/cards/${link}` })).json();
    expect(card).toMatchObject({ patientName: 'Olena Kovalenko', plan: { totalMinor: 418000 } });
    const options = card.options as { title: string; recommended: boolean; plan: { totalMinor: number } }[];
    expect(options.map((option) => [option.title, option.recommended, option.plan.totalMinor])).toEqual([
      ['Implant', true, 418000],
      ['Bridge', false, 403000],
      ['Removable denture', false, 318000],
    ]);
    expect(card.pdfUrl).toMatch(/plan\.pdf$/);
    expect(card.images.before.variants).toHaveLength(6);
    expect((await server.testApp.app.inject({ url: card.pdfUrl })).statusCode).toBe(200);
  });

  it('still uploads a card file of one plan (formula and plan, the form from before options)', async () => {
    const device = await activatedDevice(server.testApp.app, mail);
    const files = (await run(['sample-card', '--out', path.join(server.workDir, 'single')])).output as Record<
      string,
      string
    >;
    const { options, ...card } = JSON.parse(readFileSync(files.card!, 'utf8')) as {
      options: { formula: unknown; plan: unknown }[];
    };
    const singleCard = path.join(server.workDir, 'single', 'single-plan.json');
    writeFileSync(singleCard, JSON.stringify({ ...card, formula: options[1]!.formula, plan: options[1]!.plan }));
    const uploaded = await run([
      'upload-card',
      ...['--server', server.serverUrl, '--key', device.key, '--fingerprint', device.fingerprint],
      ...['--card', singleCard, '--before', files.before!, '--after', files.after!],
    ]);
    expect(uploaded.code).toBe(0);
    const answer = (await server.testApp.app.inject({ url: `/api/cards/${uploaded.output!.previewLink}` })).json();
    expect(answer.options).toEqual([
      { title: '', note: '', recommended: false, formula: answer.formula, plan: answer.plan },
    ]);
    expect(answer.plan.totalMinor).toBe(403000);
  });

  it('prints the problem of a refused upload, and says how to use it when called wrongly', async () => {
    const device = await activatedDevice(server.testApp.app, mail);
    const sample = (await run(['sample-card', '--out', path.join(server.workDir, 'refused')])).output as Record<
      string,
      string
    >;
    const files = ['--card', sample.card!, '--before', sample.before!, '--after', sample.after!];
    const wrongDevice = await run([
      'upload-card',
      '--server',
      server.serverUrl,
      '--key',
      device.key,
      '--fingerprint',
      'machine-of-somebody-else-000',
      ...files,
    ]);
    expect(wrongDevice).toEqual({
      code: 1,
      output: { status: 403, code: 'LICENSE_NOT_VALID', licenseCode: 'DEVICE_MISMATCH' },
    });
    const notAnImage = await run([
      'upload-card',
      '--server',
      server.serverUrl,
      '--key',
      device.key,
      '--fingerprint',
      device.fingerprint,
      ...files.slice(0, 4),
      '--after',
      sample.card!,
    ]);
    expect(notAnImage).toEqual({
      code: 1,
      output: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ field: 'body/after', reason: 'type' }] },
    });
    expect((await run(['upload-card', '--server', server.serverUrl, '--key', device.key])).code).toBe(2);
    const missingFile = [...files.slice(0, 4), '--after', path.join(server.workDir, 'nope.jpg')];
    expect(
      (await run(['upload-card', '--key', device.key, '--fingerprint', device.fingerprint, ...missingFile])).code,
    ).toBe(2);
  });

  it("prices the sample card in the clinic's currency, and a refusal names the field and the currency expected", async () => {
    const device = await activatedDevice(server.testApp.app, mail);
    const switched = await server.testApp.app.inject({
      method: 'PUT',
      url: '/api/price-list/currency',
      headers: withToken(device.owner.token),
      payload: { currency: 'EUR' },
    });
    expect(switched.statusCode).toBe(200);
    const common = ['--server', server.serverUrl, '--key', device.key, '--fingerprint', device.fingerprint];
    const upload = async (files: Record<string, string>) =>
      run(['upload-card', ...common, '--card', files.card!, '--before', files.before!, '--after', files.after!]);
    const write = async (dir: string, extra: string[]) => {
      const written = await run(['sample-card', '--out', path.join(server.workDir, dir), ...extra]);
      expect(written.code).toBe(0);
      const files = written.output as Record<string, string>;
      const { options } = JSON.parse(readFileSync(files.card!, 'utf8')) as {
        options: { plan: { currency: string } }[];
      };
      const currencies = [...new Set(options.map((option) => option.plan.currency))];
      expect(currencies).toHaveLength(1);
      return { files, currency: currencies[0] };
    };

    const plain = await write('plain', []);
    expect(plain.currency).toBe('USD');
    expect(await upload(plain.files)).toEqual({
      code: 1,
      output: {
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: "The plan is priced in USD; this clinic's price list is in EUR.",
        errors: [{ field: 'body/options/0/plan/currency', reason: 'currency', expected: 'EUR' }],
      },
    });

    const signedIn = await write('signed-in', [
      ...common,
      '--login',
      device.owner.body.email,
      '--password',
      'correct horse',
    ]);
    expect(signedIn.currency).toBe('EUR');
    expect((await upload(signedIn.files)).code).toBe(0);
    const named = await write('named', ['--currency', 'EUR']);
    expect(named.currency).toBe('EUR');
    expect((await upload(named.files)).code).toBe(0);
    expect((await run(['sample-card', '--currency', 'euro'])).code).toBe(2);
  });
});
