import { recordDecision } from '../../../server-test/clinic-decisions';
import { activatedDevice, uploadCard } from '../../../server-test/cards';
import { runClient as run, useListeningServer } from '../../../server-test/desktop-client-harness';
import { testDialect } from '../../../server-test/test-db';

describe(`the reference desktop client reads a card's answers from a real server on ${testDialect()}`, () => {
  const server = useListeningServer();
  const { mail } = server;

  it("prints the card's answers oldest first, and the problem for another company's card", async () => {
    const device = await activatedDevice(server.testApp.app, mail);
    const card = await uploadCard(server.testApp.app, device);
    const at = new Date().toISOString();
    await recordDecision(
      server.testApp.db,
      { id: card.id, companyId: device.companyId },
      { kind: 'accepted', at, optionIndex: 0, optionTitle: 'Implant', fullName: 'Olena Kovalenko' },
    );
    const common = ['--server', server.serverUrl, '--key', device.key, '--fingerprint', device.fingerprint];

    const read = await run(['decisions', card.id, ...common]);
    expect(read.code).toBe(0);
    expect(read.output).toEqual({
      decisions: [
        expect.objectContaining({
          kind: 'accepted',
          createdAt: at,
          optionIndex: 0,
          optionTitle: 'Implant',
          fullName: 'Olena Kovalenko',
          superseded: false,
        }),
      ],
    });

    const other = await activatedDevice(server.testApp.app, mail);
    const refused = await run([
      'decisions',
      card.id,
      '--server',
      server.serverUrl,
      '--key',
      other.key,
      '--fingerprint',
      other.fingerprint,
    ]);
    expect(refused).toEqual({ code: 1, output: { status: 404, code: 'NOT_FOUND' } });
    expect((await run(['decisions', ...common])).code).toBe(2);
  });
});
