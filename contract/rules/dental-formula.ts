/**
 * The dental formula of a treatment-plan card: permanent teeth in FDI numbering, each with its
 * state before and after treatment, and the bridges that join teeth. The preview and the 3D arch render it.
 */

/** FDI two-digit numbers of the 32 permanent teeth: quadrant (1–4) then position from the midline (1–8). */
export const fdiTeeth = [
  11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28, 31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45,
  46, 47, 48,
] as const;
export type FdiTooth = (typeof fdiTeeth)[number];

export const toothStates = [
  'healthy',
  'missing',
  'caries',
  'filling',
  'crown',
  'implant',
  'bridge',
  'root-canal',
  'veneer',
  'extraction',
] as const;
export type ToothState = (typeof toothStates)[number];

/** A tooth that is not listed in a formula is healthy before and after. */
export const defaultToothState: ToothState = 'healthy';

export const formulaPhases = ['before', 'after'] as const;
export type FormulaPhase = (typeof formulaPhases)[number];

/** What a tooth joined by a bridge may be: a pontic (`bridge`) or an abutment (a crowned tooth or an implant). */
export const bridgeToothStates: readonly ToothState[] = ['bridge', 'crown', 'implant'];
export const bridgeTeethMin = 2;
/** A bridge never leaves its arch, so it joins at most the 16 teeth of one jaw. */
export const bridgeTeethMax = 16;
export const bridgesMax = 16;

export interface ToothRecord {
  tooth: number;
  before: ToothState;
  after: ToothState;
}

export interface Bridge {
  phase: FormulaPhase;
  /** The teeth it joins: neighbours in one arch, abutments and pontics alike. */
  teeth: number[];
}

export interface DentalFormula {
  teeth: ToothRecord[];
  bridges: Bridge[];
}

/** Teeth in the order they stand, from the patient's right to left: upper 18→11 21→28, lower 48→41 31→38. */
export const upperArch: readonly number[] = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
export const lowerArch: readonly number[] = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];

const teethSet = new Set<number>(fdiTeeth);
export const isFdiTooth = (value: number): value is FdiTooth => teethSet.has(value);

/** The jaw of a tooth: quadrants 1 and 2 are upper, 3 and 4 lower. */
export const archOf = (tooth: number): 'upper' | 'lower' => (Math.floor(tooth / 10) <= 2 ? 'upper' : 'lower');

const positionInArch = (tooth: number): number => (archOf(tooth) === 'upper' ? upperArch : lowerArch).indexOf(tooth);

/** True when the teeth stand side by side in one arch, in any order, each once. */
export const areNeighbours = (teeth: readonly number[]): boolean => {
  if (teeth.length === 0 || !teeth.every(isFdiTooth)) return false;
  const arch = archOf(teeth[0]!);
  if (!teeth.every((tooth) => archOf(tooth) === arch)) return false;
  const positions = teeth.map(positionInArch).sort((a, b) => a - b);
  return positions.every((position, index) => index === 0 || position === positions[index - 1]! + 1);
};

/** A finding a schema cannot express; `path` is relative to the formula (`teeth/3/tooth`). */
export interface FormulaProblem {
  path: string;
  reason: 'duplicate' | 'neighbours' | 'state' | 'overlap' | 'bridge';
}

/**
 * Checks what a schema leaves open, on a formula whose numbers and states are already valid: each tooth listed
 * once; a bridge joins neighbours of one arch, each once, each a pontic or an abutment in its phase, and no tooth
 * sits in two bridges of one phase; a tooth in the `bridge` state belongs to a bridge of that phase.
 */
export const formulaProblems = (formula: DentalFormula): FormulaProblem[] => {
  const problems: FormulaProblem[] = [];
  const states = new Map<number, ToothRecord>();
  formula.teeth.forEach((record, index) => {
    if (states.has(record.tooth)) problems.push({ path: `teeth/${index}/tooth`, reason: 'duplicate' });
    else states.set(record.tooth, record);
  });
  const stateOf = (tooth: number, phase: FormulaPhase): ToothState => states.get(tooth)?.[phase] ?? defaultToothState;

  const bridged: Record<FormulaPhase, Set<number>> = { before: new Set(), after: new Set() };
  formula.bridges.forEach((bridge, index) => {
    const path = `bridges/${index}/teeth`;
    if (new Set(bridge.teeth).size !== bridge.teeth.length) {
      problems.push({ path, reason: 'duplicate' });
      return;
    }
    if (!areNeighbours(bridge.teeth)) problems.push({ path, reason: 'neighbours' });
    bridge.teeth.forEach((tooth, position) => {
      if (!bridgeToothStates.includes(stateOf(tooth, bridge.phase))) {
        problems.push({ path: `${path}/${position}`, reason: 'state' });
      }
      if (bridged[bridge.phase].has(tooth)) problems.push({ path: `${path}/${position}`, reason: 'overlap' });
      bridged[bridge.phase].add(tooth);
    });
  });

  formula.teeth.forEach((record, index) => {
    for (const phase of formulaPhases) {
      if (record[phase] === 'bridge' && !bridged[phase].has(record.tooth)) {
        problems.push({ path: `teeth/${index}/${phase}`, reason: 'bridge' });
      }
    }
  });
  return problems;
};

/**
 * The whole chart: all 32 teeth in FDI order (unlisted ones healthy), each bridge's teeth in arch order, bridges
 * by phase then first tooth. What a card stores and the preview receives, so a viewer never fills gaps itself.
 */
export const completeFormula = (formula: DentalFormula): DentalFormula => {
  const listed = new Map(formula.teeth.map((record) => [record.tooth, record]));
  const teeth = fdiTeeth.map((tooth) => {
    const record = listed.get(tooth);
    return { tooth, before: record?.before ?? defaultToothState, after: record?.after ?? defaultToothState };
  });
  const bridges = formula.bridges
    .map((bridge) => ({
      phase: bridge.phase,
      teeth: [...bridge.teeth].sort((a, b) => positionInArch(a) - positionInArch(b)),
    }))
    .sort(
      (a, b) =>
        formulaPhases.indexOf(a.phase) - formulaPhases.indexOf(b.phase) ||
        fdiTeeth.indexOf(a.teeth[0] as FdiTooth) - fdiTeeth.indexOf(b.teeth[0] as FdiTooth),
    );
  return { teeth, bridges };
};
