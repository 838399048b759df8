/**
 * Delay before the attempt after `attempt` failed ones: doubling from `baseMs`, capped at `maxMs`, half of it
 * random ("equal jitter"), so messages that failed together during an outage do not all retry in the same second.
 */
export const retryDelayMs = (attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random) => {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
};
