/** What a benchmark started (servers, browsers, folders), each with the function that stops or removes it. */
export type Cleanups = (() => unknown)[];

/**
 * Runs `measure` with a list it pushes each stop onto as it starts things; they run in reverse order at the end,
 * failed or not, each even if another fails.
 */
export const withCleanups = async <T>(measure: (cleanups: Cleanups) => Promise<T>): Promise<T> => {
  const cleanups: Cleanups = [];
  try {
    return await measure(cleanups);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('  a cleanup failed:', error);
      }
    }
  }
};
