import type { ComponentType } from 'react';
import type { DentalFormula, FormulaPhase } from '@contract/rules/dental-formula';

/** One phase of a treatment, or before and after together. */
export type FormulaView = FormulaPhase | 'compare';

/**
 * A component that shows a dental formula (the 3D viewer). Pages that offer it take it as a prop from app/, so a
 * feature never imports another feature and three.js stays out of pages that do not show it.
 */
export type FormulaViewer = ComponentType<{ formula: DentalFormula; view: FormulaView }>;
