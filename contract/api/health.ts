import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const ReadyResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  migrations: Type.Union([Type.Literal('applied'), Type.Literal('pending')]),
});
export type ReadyResponse = Static<typeof ReadyResponse>;
