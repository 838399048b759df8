import { testTimeoutMs } from './test-timeout';

// The server suites run on jest-light-runner, which imports each module once per worker (the point: the whole
// server is imported once, not once per file) but ignores jest's timeouts, so a test waiting on an answer that never
// comes would hang the run. This wraps jest's globals once per worker so each test and hook fails after its timeout
// (the third argument, as in jest, or testTimeoutMs) and the run goes on.

type TestFn = (...args: unknown[]) => unknown;

const timeBound = (fn: TestFn, timeoutMs: number | undefined, what: string): TestFn => {
  const ms = timeoutMs ?? testTimeoutMs;
  // A function that takes an argument is a callback-style test: jest hands it `done`.
  const run = (args: unknown[]): Promise<unknown> =>
    fn.length >= 1 && args.length === 0
      ? new Promise((resolve, reject) => fn((error: unknown) => (error ? reject(error) : resolve(undefined))))
      : Promise.resolve().then(() => fn(...args));
  return function bounded(...args: unknown[]) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    });
    return Promise.race([run(args), timeout]).finally(() => clearTimeout(timer));
  };
};

type Hook = (fn: TestFn, timeout?: number) => void;
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const) {
  const original = globalThis[name] as unknown as Hook;
  (globalThis as unknown as Record<string, Hook>)[name] = (fn, timeout) =>
    original(timeBound(fn, timeout, name), timeout);
}

type Each = (table: unknown) => (title: string, fn: TestFn, timeout?: number) => void;
type TestGlobal = ((title: string, fn?: TestFn, timeout?: number) => void) & Record<string, unknown>;
const boundTest = (original: TestGlobal): TestGlobal => {
  const wrap =
    (run: (title: string, fn?: TestFn, timeout?: number) => void) => (title: string, fn?: TestFn, timeout?: number) =>
      run(title, fn && timeBound(fn, timeout, `"${title}"`), timeout);
  const bound = wrap(original) as TestGlobal;
  for (const [key, value] of Object.entries(original)) bound[key] = value;
  bound.only = wrap(original.only as TestGlobal);
  bound.each = (table: unknown) => {
    const each = (original.each as Each)(table);
    return (title: string, fn: TestFn, timeout?: number) => each(title, timeBound(fn, timeout, `"${title}"`), timeout);
  };
  return bound;
};
globalThis.it = boundTest(globalThis.it as unknown as TestGlobal) as unknown as typeof globalThis.it;
globalThis.test = boundTest(globalThis.test as unknown as TestGlobal) as unknown as typeof globalThis.test;
