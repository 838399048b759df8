import type { BenchmarkEntry } from './types';

/** Every benchmark `npm run bench` knows, in the order it runs them. Add new ones here. */
export const benchmarks: BenchmarkEntry[] = [
  { name: '3d', load: async () => (await import('./3d/benchmark')).threeDBenchmark },
  { name: 'lighthouse', load: async () => (await import('./lighthouse/benchmark')).lighthouseBenchmark },
];
