import { median } from '../support/stats';
import type { Figure } from '../types';
import { type Endpoint, endpoints, type Run, type Runs } from './measure';
import type { DialectName, ServedState } from './state';

const dialectLabel: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const endpointLabel: Record<Endpoint, string> = {
  card: 'card GET /api/cards/:link',
  validate: 'validate POST /api/app/validate',
};

const of = (runs: Run[], pick: (run: Run) => number) => median(runs.map(pick));

/** One dialect's figures: each endpoint's CPU per answer, p99 and req/s against its bare baseline's; the seeding time. */
export const dialectFigures = (dialect: DialectName, runs: Runs, state: ServedState): Figure[] => [
  ...endpoints.flatMap((endpoint): Figure[] => {
    const { app, bare } = runs[endpoint];
    const name = `${dialectLabel[dialect]} ${endpointLabel[endpoint]}`;
    return [
      {
        id: `${dialect}-${endpoint}-server-cpu`,
        label: `${name}, server CPU per answer vs bare baseline`,
        value: of(app, (run) => run.cpuMicrosPerRequest),
        baseline: of(bare, (run) => run.cpuMicrosPerRequest),
        unit: 'µs',
        decimals: 1,
      },
      {
        id: `${dialect}-${endpoint}-p99`,
        label: `${name}, p99 vs bare baseline`,
        value: of(app, (run) => run.p99),
        baseline: of(bare, (run) => run.p99),
        unit: 'ms',
      },
      {
        id: `${dialect}-${endpoint}-throughput`,
        label: `${name}, req/s vs bare baseline`,
        value: of(app, (run) => run.requestsPerSecond),
        baseline: of(bare, (run) => run.requestsPerSecond),
        unit: 'req/s',
      },
    ];
  }),
  {
    id: `${dialect}-seed-1m`,
    label: `${dialectLabel[dialect]} seeding 1 M cards (migrations + rows)`,
    value: state.seedSeconds,
    unit: 's',
    decimals: 1,
  },
];
