import Fastify from 'fastify';
import { HttpProblem } from './problem';
import { Refusal, mapRefusals, refusalMapper } from './refusal';

type TestReason = { kind: 'closed' } | { kind: 'full'; seats: number };
class TestRefusal extends Refusal<TestReason> {}
class OtherRefusal extends Refusal<{ kind: 'other' }> {}
const testRefusals = refusalMapper(TestRefusal, (reason) =>
  reason.kind === 'closed'
    ? new HttpProblem(409, 'CONFLICT')
    : new HttpProblem(409, 'CONFLICT', { detail: `${reason.seats}` }),
);

describe('refusals at the edge', () => {
  it('is a domain error named after its class, without an HTTP status', () => {
    const refusal = new TestRefusal({ kind: 'full', seats: 3 });
    expect(refusal).not.toBeInstanceOf(HttpProblem);
    expect(refusal).not.toHaveProperty('status');
    expect(refusal.name).toBe('TestRefusal');
    expect(refusal.message).toBe('TestRefusal: full');
  });

  it("maps only its own module's refusals", () => {
    expect(testRefusals(new TestRefusal({ kind: 'full', seats: 3 }))).toMatchObject({ status: 409, detail: '3' });
    expect(testRefusals(new OtherRefusal({ kind: 'other' }))).toBeUndefined();
    expect(testRefusals(new Error('boom'))).toBeUndefined();
  });

  it('sends a mapped refusal as its problem and hands every other error to the handler above', async () => {
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) =>
      reply.code(error instanceof HttpProblem ? error.status : 599).send({ seen: (error as Error).name }),
    );
    await app.register(async (child) => {
      mapRefusals(child, testRefusals);
      child.get('/closed', async () => {
        throw new TestRefusal({ kind: 'closed' });
      });
      child.get('/other', async () => {
        throw new OtherRefusal({ kind: 'other' });
      });
    });
    const closed = await app.inject('/closed');
    expect([closed.statusCode, closed.json()]).toEqual([409, { seen: 'HttpProblem' }]);
    const other = await app.inject('/other');
    expect([other.statusCode, other.json()]).toEqual([599, { seen: 'OtherRefusal' }]);
    await app.close();
  });
});
