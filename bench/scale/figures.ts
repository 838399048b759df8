import type { LoadFigures } from '../support/load';
import { median } from '../support/stats';
import type { Figure } from '../types';
import { type Endpoint, endpoints, type Runs } from './measure';
import type { DialectName, ServedState } from './state';

const dialectLabel: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const endpointLabel: Record<Endpoint, string> = {
  card: 'card GET /api/cards/:link',
  validate: 'validate POST /api/app/validate',
};

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const throughput = (runs: LoadFigures[]) => mean(runs.map((run) => run.requestsPerSecond));
const p99 = (runs: LoadFigures[]) => median(runs.map((run) => run.p99));

/** One dialect's figures: each endpoint's 1 M throughput against its 1 k throughput, the p99s, the seeding times. */
export const dialectFigures = (dialect: DialectName, runs: Runs, small: ServedState, large: ServedState): Figure[] => [
  ...endpoints.flatMap((endpoint): Figure[] => {
    const { small: smallRuns, large: largeRuns } = runs[endpoint];
    const name = `${dialectLabel[dialect]} ${endpointLabel[endpoint]}`;
    return [
      {
        id: `${dialect}-${endpoint}-throughput`,
        label: `${name}, 1 M vs 1 k`,
        value: throughput(largeRuns),
        baseline: throughput(smallRuns),
        unit: 'req/s',
      },
      { id: `${dialect}-${endpoint}-p99-1k`, label: `${name}, p99 at 1 k`, value: p99(smallRuns), unit: 'ms' },
      { id: `${dialect}-${endpoint}-p99-1m`, label: `${name}, p99 at 1 M`, value: p99(largeRuns), unit: 'ms' },
    ];
  }),
  {
    id: `${dialect}-seed-1m`,
    label: `${dialectLabel[dialect]} seeding 1 M cards (migrations + rows)`,
    value: large.seedSeconds,
    unit: 's',
    decimals: 1,
  },
  {
    id: `${dialect}-seed-1k`,
    label: `${dialectLabel[dialect]} seeding 1 k cards (migrations + rows)`,
    value: small.seedSeconds,
    unit: 's',
    decimals: 1,
  },
];
