import { appMailDeps, closureDepsOf } from '../../../server-test/closure';
import { activatedDevice, cardFolders, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { hours } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { closureFindings } from '../../cli/ops/doctor-closures';
import type { FileStore } from '../../storage/file-store';
import { companyById } from '../companies/service';
import type { MailDeps } from '../mail/service';
import { erasureSteps } from './erasure-steps';
import { type ClosureDeps, closeNow, runClosure, runDueClosures } from './service';

/** The app's store, except that removing a folder fails while `down` is set, as a store that cannot be reached. */
const flakyStore = (store: FileStore) => {
  const state = { down: true };
  const flaky: FileStore = Object.assign(Object.create(store) as FileStore, {
    deleteFolder: async (prefix: string) => {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      return store.deleteFolder(prefix);
    },
  });
  return { flaky, state };
};

describe(`an interrupted closure resumes where it stopped on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const { time, mail } = server;
  const app = () => server.testApp.app;
  const db = () => server.testApp.db;
  const deps = (overrides: Partial<ClosureDeps> = {}) => closureDepsOf(server, overrides);
  const closureOf = (companyId: string) =>
    db().selectFrom('company_closures').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
  const cardsOf = (companyId: string) =>
    db().selectFrom('treatment_cards').select('id').where('company_id', '=', companyId).execute();

  it('after the file store failed behind a committed group: the files are removed first, then the rest', async () => {
    const device = await activatedDevice(app(), mail);
    await uploadCard(app(), device);
    const [folder] = await cardFolders(server.testApp);
    const { flaky, state } = flakyStore(server.testApp.files);

    await expect(closeNow(deps({ files: flaky }), (await companyById(db(), device.companyId))!)).rejects.toThrow(
      'ECONNREFUSED',
    );
    // The access and card groups committed; the card's folder is still there and listed for removal.
    expect(await closureOf(device.companyId)).toMatchObject({
      state: 'erasing',
      steps_done: 2,
      files_json: JSON.stringify([`uploads/cards/${folder}/`]),
    });
    expect(await cardsOf(device.companyId)).toEqual([]);
    expect(await cardFolders(server.testApp)).toEqual([folder]);
    expect((await companyById(db(), device.companyId))!.name).toBe('Smile Clinic');

    // Doctor says so once housekeeping should have finished it.
    expect(await closureFindings(db(), time.now())).toEqual([]);
    time.advance(hours(3));
    expect(await closureFindings(db(), time.now())).toEqual([
      expect.objectContaining({
        check: 'closures',
        problem: expect.stringContaining(`${device.companyId} is erasing since`) as string,
      }),
    ]);
    expect((await closureFindings(db(), time.now()))[0]!.problem).toContain('2 of 6 groups erased, 1 file(s) left');

    // A pass while the store is still down names the company and the cause (the operator's command prints this).
    await expect(runDueClosures(deps({ files: flaky }))).rejects.toThrow(
      `1 closure(s) failed (${device.companyId}: connect ECONNREFUSED 127.0.0.1:9000); erased: none`,
    );

    state.down = false;
    expect(await runDueClosures(deps({ files: flaky }))).toEqual([device.companyId]);
    expect(await closureOf(device.companyId)).toMatchObject({ state: 'erased', steps_done: 6, files_json: '[]' });
    expect(await cardFolders(server.testApp)).toEqual([]);
    expect((await companyById(db(), device.companyId))!.name).toBe('');
    expect(await closureFindings(db(), time.now())).toEqual([]);
  });

  it('after a group failed inside its transaction: that group rolled back whole and runs again', async () => {
    const device = await activatedDevice(app(), mail);
    // The final e-mail cannot be written (a text needs a value nobody gives): the last group fails.
    const texts = appMailDeps(server).emailTexts;
    const broken: MailDeps = {
      ...appMailDeps(server),
      emailTexts: { ...texts, en: { ...texts.en, closureDone: { ...texts.en.closureDone, intro: '{{unknown}}' } } },
    };
    await expect(closeNow(deps({ mail: broken }), (await companyById(db(), device.companyId))!)).rejects.toThrow(
      '{{unknown}}',
    );
    expect(await closureOf(device.companyId)).toMatchObject({
      state: 'erasing',
      steps_done: erasureSteps.length - 1,
    });
    // Rolled back: the company row is whole, no final e-mail was queued.
    expect((await companyById(db(), device.companyId))!.email).toBe(device.owner.body.email);
    const finalMail = () =>
      db()
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('kind', '=', 'closure-done')
        .where('to_address', '=', device.owner.body.email)
        .execute();
    expect(await finalMail()).toEqual([]);

    expect(await runDueClosures(deps())).toEqual([device.companyId]);
    expect(await closureOf(device.companyId)).toMatchObject({ state: 'erased', steps_done: erasureSteps.length });
    expect((await companyById(db(), device.companyId))!.email).toBe('');
    expect(await finalMail()).toEqual([{ to_address: device.owner.body.email }]);
  });

  it('two processes resuming the same closure at once: one finishes it, the other steps aside without an error', async () => {
    const device = await activatedDevice(app(), mail);
    await uploadCard(app(), device);
    // Interrupted before its last group (the final e-mail cannot be written), as a stopped process leaves it.
    const texts = appMailDeps(server).emailTexts;
    const broken: MailDeps = {
      ...appMailDeps(server),
      emailTexts: { ...texts, en: { ...texts.en, closureDone: { ...texts.en.closureDone, intro: '{{unknown}}' } } },
    };
    await expect(closeNow(deps({ mail: broken }), (await companyById(db(), device.companyId))!)).rejects.toThrow();
    const outcomes = await Promise.all([runClosure(deps(), device.companyId), runClosure(deps(), device.companyId)]);
    expect(outcomes).toContain(true);
    expect(await closureOf(device.companyId)).toMatchObject({ state: 'erased', steps_done: erasureSteps.length });
  });
});
