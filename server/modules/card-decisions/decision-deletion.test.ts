import { type ActivatedDevice, activatedDevice, useCardsTestApp } from '../../../server-test/cards';
import { acceptBody, postDecision, uploadOptionsCard } from '../../../server-test/decisions';
import { call } from '../../../server-test/settings';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { purgeStaleRows } from '../housekeeping/service';

describe(`the patient's answers go with the card's patient data on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const app = () => server.testApp.app;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(app(), server.mail);
  });

  const countOf = async (cardId: string) =>
    (await server.testApp.db.selectFrom('card_decisions').select('id').where('card_id', '=', cardId).execute()).length;

  it('revoking the link deletes its answers, and only its', async () => {
    const revoked = await uploadOptionsCard(app(), device);
    const kept = await uploadOptionsCard(app(), device);
    for (const card of [revoked, kept]) {
      await postDecision(app(), card.previewLink, acceptBody());
      await postDecision(app(), card.previewLink, { kind: 'question', message: 'How long?' });
    }
    const response = await call(app(), device.owner.token, 'POST', `/api/company/cards/${revoked.id}/revoke`);
    expect(response.statusCode).toBe(200);
    expect([await countOf(revoked.id), await countOf(kept.id)]).toEqual([0, 2]);
  });

  it('housekeeping deletes the answers of expired cards; a new expiry starts with an empty history', async () => {
    const expiring = await uploadOptionsCard(app(), device);
    const live = await uploadOptionsCard(app(), device);
    const setExpiry = (id: string, expiresAt: Date) =>
      call(app(), device.owner.token, 'PUT', `/api/company/cards/${id}/expiry`, { expiresAt: expiresAt.toISOString() });
    expect((await setExpiry(expiring.id, new Date(server.time.now().getTime() + days(1)))).statusCode).toBe(200);
    await postDecision(app(), expiring.previewLink, { kind: 'declined' });
    await postDecision(app(), live.previewLink, { kind: 'declined' });
    expect((await purgeStaleRows(server.testApp.db, server.time.now())).expiredCardDecisions).toBe(0);
    server.time.advance(days(2));
    expect((await purgeStaleRows(server.testApp.db, server.time.now())).expiredCardDecisions).toBe(1);
    expect([await countOf(expiring.id), await countOf(live.id)]).toEqual([0, 1]);
    expect((await setExpiry(expiring.id, new Date(server.time.now().getTime() + days(30)))).statusCode).toBe(200);
    const state = await app().inject({ url: `/api/cards/${expiring.previewLink}/decisions` });
    expect(state.json()).toEqual({ current: null, questionWaiting: false });
  });
});
