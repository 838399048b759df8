import type { BenchmarkEntry } from './types';

/** Every benchmark `npm run bench` knows, in the order it runs them. Add new ones here. */
export const benchmarks: BenchmarkEntry[] = [
  { name: '3d', load: async () => (await import('./3d/benchmark')).threeDBenchmark },
  { name: 'api', load: async () => (await import('./api/benchmark')).apiBenchmark },
  { name: 'memory', load: async () => (await import('./memory/benchmark')).memoryBenchmark },
  { name: 'scale', load: async () => (await import('./scale/benchmark')).scaleBenchmark },
  { name: 'bundle', load: async () => (await import('./bundle/benchmark')).bundleBenchmark },
  { name: 'lighthouse', load: async () => (await import('./lighthouse/benchmark')).lighthouseBenchmark },
];
