import {
  type DentalFormula,
  type FormulaPhase,
  type ToothState,
  archOf,
  defaultToothState,
} from '@contract/rules/dental-formula';
import { toothTypeOf } from './arch-layout';

/** The named camera positions of the viewer's toolbar. */
export const cameraViews = ['front', 'upper', 'lower', 'left', 'right'] as const;
export type CameraView = (typeof cameraViews)[number];

export interface ChangedTooth {
  tooth: number;
  before: ToothState;
  after: ToothState;
}

/** The teeth whose state differs between before and after, in the formula's order (each tooth once). */
export const changedTeeth = (formula: DentalFormula): ChangedTooth[] => {
  const seen = new Set<number>();
  return formula.teeth.flatMap((record) => {
    if (seen.has(record.tooth) || record.before === record.after) return [];
    seen.add(record.tooth);
    return [{ tooth: record.tooth, before: record.before, after: record.after }];
  });
};

/** A tooth's state in a phase (healthy when the formula does not list it). */
export const stateOf = (formula: DentalFormula, tooth: number, phase: FormulaPhase): ToothState =>
  formula.teeth.find((record) => record.tooth === tooth)?.[phase] ?? defaultToothState;

const anterior = (tooth: number) => {
  const type = toothTypeOf(tooth);
  return type === 'incisor' || type === 'canine';
};

/**
 * The view that shows most of the teeth the treatment changes. The front view shows the incisors and canines of both
 * arches; an occlusal view (upper or lower) shows the biting surfaces of every tooth of its arch, the back teeth
 * included. Each view scores the changed teeth it shows and the best score wins; ties go to the front (the view a
 * patient recognises), then to the upper arch. So anterior work alone gives the front, back-tooth work alone the
 * occlusal view of the arch with most of it, and mixed work whichever view shows more of it. No change: the front.
 */
export const firstView = (formula: DentalFormula): CameraView => {
  const changed = changedTeeth(formula).map((entry) => entry.tooth);
  const scores: [CameraView, number][] = [
    ['front', changed.filter(anterior).length],
    ['upper', changed.filter((tooth) => archOf(tooth) === 'upper').length],
    ['lower', changed.filter((tooth) => archOf(tooth) === 'lower').length],
  ];
  return scores.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
};
