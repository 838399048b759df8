/** Polls `probe` every 50 ms until it returns a value (not undefined); rejects after `timeoutMs`. */
export const waitFor = async <T>(probe: () => T | undefined, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
