import type { DentalFormula, PlanStep, TreatmentPlan } from '../../../contract/api/cards';
import { demoPrice } from './demo-clinic';

export interface DemoCard {
  patientName: string;
  /** How long before the seeding the doctor saved the plan. */
  savedDaysAgo: number;
  formulaDescription: string;
  formula: DentalFormula;
  plan: TreatmentPlan;
  /** One line for the printed list of links. */
  summary: string;
}

type StepInput = { title: string; description?: string; items: [elementCode: string, quantity: number][] };

/** A plan priced from the demo price list, with every total worked out as the program does. */
const plan = (steps: StepInput[]): TreatmentPlan => {
  const priced: PlanStep[] = steps.map(({ title, description, items }) => {
    const lines = items.map(([elementCode, quantity]) => {
      const { name, unitPriceMinor } = demoPrice(elementCode);
      return { elementCode, name, quantity, unitPriceMinor, totalMinor: quantity * unitPriceMinor };
    });
    return {
      title,
      ...(description ? { description } : {}),
      items: lines,
      totalMinor: lines.reduce((sum, line) => sum + line.totalMinor, 0),
    };
  });
  return { currency: 'USD', steps: priced, totalMinor: priced.reduce((sum, step) => sum + step.totalMinor, 0) };
};

const noChanges: DentalFormula = { teeth: [], bridges: [] };

/** Three plans a clinic shares in a week; only the first changes teeth, so only it has something to show in 3D. */
export const demoCards: readonly DemoCard[] = [
  {
    patientName: 'Daniel Morgan',
    savedDaysAgo: 2,
    summary: 'implant, crown and fillings, with the 3D formula',
    formulaDescription:
      'Lower left first molar (36) lost two years ago. Deep caries on 16 and 26. The old filling on 47 has cracked ' +
      'and needs a crown. 38 is impacted and keeps getting inflamed.',
    formula: {
      teeth: [
        { tooth: 16, before: 'caries', after: 'filling' },
        { tooth: 26, before: 'caries', after: 'filling' },
        { tooth: 36, before: 'missing', after: 'implant' },
        { tooth: 38, before: 'healthy', after: 'extraction' },
        { tooth: 47, before: 'filling', after: 'crown' },
      ],
      bridges: [],
    },
    plan: plan([
      {
        title: 'Diagnostics and hygiene',
        items: [
          ['cbct', 1],
          ['hygiene-professional', 1],
        ],
      },
      {
        title: 'Fillings and extraction',
        description: 'Both fillings in one visit; 38 is removed two weeks later.',
        items: [
          ['filling-composite', 2],
          ['extraction-wisdom', 1],
        ],
      },
      {
        title: 'Implant and crowns',
        description: 'The implant heals for about three months before its crown is fitted.',
        items: [
          ['implant', 1],
          ['crown-on-implant', 1],
          ['crown-zirconia', 1],
        ],
      },
    ]),
  },
  {
    patientName: 'Emma Lawson',
    savedDaysAgo: 4,
    summary: 'cleaning and whitening',
    formulaDescription:
      'Healthy teeth with tea and coffee stains; the gums bleed a little when brushing. Wants a brighter smile ' +
      'before her wedding in June.',
    formula: noChanges,
    plan: plan([
      {
        title: 'Hygiene',
        items: [
          ['hygiene-professional', 1],
          ['air-flow', 1],
        ],
      },
      {
        title: 'Whitening',
        description: 'Two weeks after the cleaning, once the gums have settled.',
        items: [['whitening-office', 1]],
      },
    ]),
  },
  {
    patientName: 'Lucas Ortega',
    savedDaysAgo: 6,
    summary: 'clear aligners',
    formulaDescription:
      'Crowded lower front teeth and a deep bite, no caries. Clear aligners for about fourteen months, then a ' +
      'bonded retainer on both arches.',
    formula: noChanges,
    plan: plan([
      {
        title: 'Diagnostics',
        items: [
          ['consultation', 1],
          ['cbct', 1],
        ],
      },
      { title: 'Aligner treatment', items: [['aligners', 1]] },
      { title: 'Retention', items: [['retainer-fixed', 2]] },
    ]),
  },
];
