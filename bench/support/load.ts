import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent connections; the budgets are stated at 50. */
  connections?: number;
  durationSeconds?: number;
  /** Requests per second over all connections (a steady probe); as fast as answers come back by default. */
  overallRate?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers outside 2xx: a benchmark that counts them as throughput would measure error pages. */
  non2xx: number;
}

/** The figures the benchmarks read from an autocannon result. */
export const loadFigures = (result: autocannon.Result): LoadFigures => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

/** Drives one URL with autocannon for a fixed time and returns its throughput and latency. */
export const load = async (options: LoadOptions): Promise<LoadFigures> => {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
  });
  return loadFigures(result);
};
