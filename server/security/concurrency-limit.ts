/**
 * Runs at most `limit` of the given tasks at a time; the rest wait their turn in the order they came. For CPU-heavy
 * work that runs off the event loop but still competes with it for the machine's cores.
 */
export const concurrencyLimit = (limit: number) => {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`concurrency limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a task arriving meanwhile cannot jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};
