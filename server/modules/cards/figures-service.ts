import type { DecisionFigures } from '../../../contract/api/card-decisions';
import type { TreatmentPlan } from '../../../contract/api/cards';
import { decisionFiguresDays } from '../../../contract/rules/card-decisions';
import { type TreatmentModule, catalogElement, treatmentModules } from '../../../contract/rules/price-catalog';
import { addMs, iso } from '../../clock';
import type { CardsDeps } from './deps';
import { type FiguresCard, cardsCreatedSince } from './repository-figures';

const dayMs = 86_400_000;

/**
 * The treatment modules of a card: those of the catalogue positions in any of its options' plans (a card uploaded
 * with one plan has only plan_json). Parsed per request: the window holds at most a few thousand cards, and a stored
 * module set would need a column filled on upload and a backfill for a dashboard figure.
 */
const modulesOf = (card: Pick<FiguresCard, 'plan_json' | 'options_json'>): Set<TreatmentModule> => {
  const plans: TreatmentPlan[] =
    card.options_json === null
      ? [JSON.parse(card.plan_json) as TreatmentPlan]
      : (JSON.parse(card.options_json) as { plan: TreatmentPlan }[]).map((option) => option.plan);
  const modules = new Set<TreatmentModule>();
  for (const plan of plans) {
    for (const step of plan.steps) {
      for (const item of step.items) {
        const element = item.elementCode === null ? undefined : catalogElement(item.elementCode);
        if (element) modules.add(element.module);
      }
    }
  }
  return modules;
};

/**
 * The last 90 days of the company's shared plans: cards created in the window, those of them opened at least once,
 * and those whose current decision is an acceptance; overall and for each treatment module (every module, in the
 * catalogue's order, zeros included).
 */
export const decisionFigures = async (
  deps: Pick<CardsDeps, 'db' | 'clock'>,
  companyId: string,
): Promise<DecisionFigures> => {
  const to = deps.clock();
  const from = addMs(to, -decisionFiguresDays * dayMs);
  const cards = await cardsCreatedSince(deps.db, companyId, iso(from));
  const zero = () => ({ shared: 0, opened: 0, accepted: 0 });
  const overall = zero();
  const byModule = new Map(treatmentModules.map((module) => [module, zero()]));
  for (const card of cards) {
    const counts = [overall, ...[...modulesOf(card)].map((module) => byModule.get(module)!)];
    const opened = card.views > 0 || card.last_viewed_at !== null;
    const accepted = card.decision_kind === 'accepted';
    for (const count of counts) {
      count.shared += 1;
      if (opened) count.opened += 1;
      if (accepted) count.accepted += 1;
    }
  }
  return {
    from: iso(from),
    to: iso(to),
    overall,
    modules: treatmentModules.map((module) => ({ module, ...byModule.get(module)! })),
  };
};
