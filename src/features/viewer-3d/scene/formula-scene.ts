import {
  type DentalFormula,
  type FormulaPhase,
  type ToothState,
  archOf,
  defaultToothState,
  fdiTeeth,
  formulaPhases,
  formulaProblems,
  isFdiTooth,
  toothStates,
} from '@contract/rules/dental-formula';
import { type ToothPlacement, archTeeth, placeTooth } from './arch-layout';

/**
 * The formula → scene mapping: for a formula and a phase, what stands where and how it looks. No three.js here; the
 * viewer draws what this answers, and tests check it without WebGL.
 */

/** What stands in a tooth's place. */
export type ToothBody =
  /** A natural crown with its root. */
  | 'natural'
  /** Nothing: the tooth is missing. */
  | 'none'
  /** A titanium screw in the bone with a crown on it. */
  | 'implant'
  /** A bridge's artificial tooth: a crown with no root, resting on the gum. */
  | 'pontic';

/** Visual markers, drawn on or around a tooth. */
export type Marker =
  'gum-gap' | 'implant-screw' | 'crown' | 'filling' | 'caries' | 'root-canal' | 'veneer' | 'pontic' | 'extraction-ring';

const looks: Record<ToothState, { body: ToothBody; markers: Marker[] }> = {
  healthy: { body: 'natural', markers: [] },
  missing: { body: 'none', markers: ['gum-gap'] },
  caries: { body: 'natural', markers: ['caries'] },
  filling: { body: 'natural', markers: ['filling'] },
  crown: { body: 'natural', markers: ['crown'] },
  implant: { body: 'implant', markers: ['implant-screw', 'crown'] },
  bridge: { body: 'pontic', markers: ['pontic', 'crown'] },
  'root-canal': { body: 'natural', markers: ['root-canal'] },
  veneer: { body: 'natural', markers: ['veneer'] },
  extraction: { body: 'natural', markers: ['extraction-ring'] },
};

export interface SceneTooth extends ToothPlacement {
  tooth: number;
  state: ToothState;
  body: ToothBody;
  markers: Marker[];
  /** Index into the scene's bridges when the tooth belongs to one in this phase. */
  bridge: number | null;
}

export interface SceneBridge {
  /** The teeth in standing order. */
  teeth: number[];
  /** Neighbouring pairs a connector joins. */
  connectors: [number, number][];
}

export interface ArchScene {
  phase: FormulaPhase;
  /** All 32 teeth, upper arch then lower, each from the patient's right to left. */
  teeth: SceneTooth[];
  bridges: SceneBridge[];
}

export class FormulaSceneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaSceneError';
  }
}

const stateSet = new Set<string>(toothStates);

/** Rejects anything the viewer cannot draw, naming where it is: unknown teeth, states or phases, broken bridges. */
const check = (formula: DentalFormula, phase: FormulaPhase): void => {
  if (!formulaPhases.includes(phase)) throw new FormulaSceneError(`Unknown phase "${String(phase)}"`);
  formula.teeth.forEach((record, index) => {
    if (!isFdiTooth(record.tooth)) {
      throw new FormulaSceneError(`Unknown tooth number ${String(record.tooth)} at teeth/${index}/tooth`);
    }
    for (const side of formulaPhases) {
      if (!stateSet.has(record[side])) {
        throw new FormulaSceneError(
          `Unknown tooth state "${String(record[side])}" for tooth ${record.tooth} at teeth/${index}/${side}`,
        );
      }
    }
  });
  formula.bridges.forEach((bridge, index) => {
    const unknown = bridge.teeth.find((tooth) => !isFdiTooth(tooth));
    if (unknown !== undefined) {
      throw new FormulaSceneError(`Unknown tooth number ${String(unknown)} in bridges/${index}`);
    }
  });
  const problem = formulaProblems(formula)[0];
  if (problem) throw new FormulaSceneError(`Invalid formula at ${problem.path}: ${problem.reason}`);
};

/** The scene of one phase of a formula; throws FormulaSceneError for input it cannot draw. */
export const buildArchScene = (formula: DentalFormula, phase: FormulaPhase): ArchScene => {
  check(formula, phase);
  const states = new Map(formula.teeth.map((record) => [record.tooth, record[phase]]));
  const order = [...archTeeth('upper'), ...archTeeth('lower')];

  const bridges: SceneBridge[] = formula.bridges
    .filter((bridge) => bridge.phase === phase)
    .map((bridge) => {
      const arch = archTeeth(archOf(bridge.teeth[0]!));
      const teeth = [...bridge.teeth].sort((a, b) => arch.indexOf(a) - arch.indexOf(b));
      const connectors = teeth.slice(1).map((tooth, index): [number, number] => [teeth[index]!, tooth]);
      return { teeth, connectors };
    });
  const bridgeOf = new Map<number, number>();
  bridges.forEach((bridge, index) => bridge.teeth.forEach((tooth) => bridgeOf.set(tooth, index)));

  const teeth = order.map((tooth): SceneTooth => {
    const state = states.get(tooth) ?? defaultToothState;
    const look = looks[state];
    return {
      tooth,
      ...placeTooth(tooth),
      state,
      body: look.body,
      markers: [...look.markers],
      bridge: bridgeOf.get(tooth) ?? null,
    };
  });
  return { phase, teeth, bridges };
};

/** States that appear in the given phases of a formula, in the contract's order (for the legend). */
export const statesShown = (formula: DentalFormula, phases: readonly FormulaPhase[]): ToothState[] => {
  const seen = new Set<ToothState>([defaultToothState]);
  for (const record of formula.teeth) for (const phase of phases) seen.add(record[phase]);
  return toothStates.filter((state) => seen.has(state));
};

/** Every tooth's state in both phases, in FDI order, for the table that stands in for the 3D picture. */
export const formulaRows = (formula: DentalFormula): { tooth: number; before: ToothState; after: ToothState }[] => {
  const listed = new Map(formula.teeth.map((record) => [record.tooth, record]));
  return fdiTeeth.map((tooth) => ({
    tooth,
    before: listed.get(tooth)?.before ?? defaultToothState,
    after: listed.get(tooth)?.after ?? defaultToothState,
  }));
};
