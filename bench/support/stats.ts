const sorted = (values: number[]): number[] => {
  if (!values.length) throw new Error('No values to summarise');
  return [...values].sort((a, b) => a - b);
};

/** The nearest-rank percentile (0–100) of the values. */
export const percentile = (values: number[], rank: number): number => {
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.max(0, Math.ceil((rank / 100) * ordered.length) - 1))]!;
};

export const median = (values: number[]): number => {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
};
