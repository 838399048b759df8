import { concurrencyLimit } from './concurrency-limit';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const run = concurrencyLimit(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let active = 0;
    let mostActive = 0;
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        active += 1;
        mostActive = Math.max(mostActive, active);
        await gate.promise;
        active -= 1;
        return index * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    await expect(Promise.all(results)).resolves.toEqual([0, 10, 20, 30]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(mostActive).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => concurrencyLimit(0)).toThrow(/positive integer/);
    expect(() => concurrencyLimit(1.5)).toThrow(/positive integer/);
  });
});
