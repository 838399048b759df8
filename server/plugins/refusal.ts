import type { FastifyInstance } from 'fastify';
import type { HttpProblem } from './problem';

/**
 * A module's rules refusing a request, in the module's own words: `reason` is a member of the module's
 * discriminated union and carries no HTTP status or code. Each module subclasses it (`StaffRefusal`, …); its routes
 * map it to a problem with `mapRefusals`.
 */
export abstract class Refusal<Reason extends { kind: string }> extends Error {
  constructor(readonly reason: Reason) {
    super(`${new.target.name}: ${reason.kind}`);
    this.name = new.target.name;
  }
}

/** The problem answer of one module's refusals, or undefined for any other error. */
export type RefusalMapper = (error: unknown) => HttpProblem | undefined;

/** Pairs a module's refusal class with the function that answers each of its reasons. */
export const refusalMapper =
  <Reason extends { kind: string }>(
    refusalClass: abstract new (reason: Reason) => Refusal<Reason>,
    problemOf: (reason: Reason) => HttpProblem,
  ): RefusalMapper =>
  (error) =>
    error instanceof refusalClass ? problemOf(error.reason) : undefined;

/**
 * A module's error handler, on its routes' encapsulated instance: a refusal one of `mappers` knows becomes its
 * problem, which (like every other error) the application's error handler, one level up, sends as RFC 9457 JSON.
 */
export const mapRefusals = (app: FastifyInstance, ...mappers: RefusalMapper[]): void => {
  app.setErrorHandler((error) => {
    for (const mapper of mappers) {
      const problem = mapper(error);
      if (problem) throw problem;
    }
    throw error;
  });
};
