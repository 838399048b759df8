import type { DentalFormula, PlanStep, TreatmentPlan } from '../../../contract/api/cards';
import { demoPrice } from './demo-clinic';

/** One of a card's options, as the desktop program uploads it. */
export interface DemoOption {
  title: string;
  note: string;
  recommended?: boolean;
  formula: DentalFormula;
  plan: TreatmentPlan;
}

export interface DemoCard {
  patientName: string;
  /** How long before the seeding the doctor saved the plan. */
  savedDaysAgo: number;
  formulaDescription: string;
  formula: DentalFormula;
  plan: TreatmentPlan;
  /** One line for the printed list of links. */
  summary: string;
  /** When the clinic offers several treatments: uploaded instead of `formula` and `plan` (the recommended one's). */
  options?: readonly DemoOption[];
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

/** Daniel Morgan's first choice: an implant for the lost 36, with his fillings, extraction and crown. */
const implantFormula: DentalFormula = {
  teeth: [
    { tooth: 16, before: 'caries', after: 'filling' },
    { tooth: 26, before: 'caries', after: 'filling' },
    { tooth: 36, before: 'missing', after: 'implant' },
    { tooth: 38, before: 'healthy', after: 'extraction' },
    { tooth: 47, before: 'filling', after: 'crown' },
  ],
  bridges: [],
};

const sharedSteps: StepInput[] = [
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
];

const implantPlan = plan([
  ...sharedSteps,
  {
    title: 'Implant and crowns',
    description: 'The implant heals for about three months before its crown is fitted.',
    items: [
      ['implant', 1],
      ['crown-on-implant', 1],
      ['crown-zirconia', 1],
    ],
  },
]);

/** The same mouth, the gap of 36 treated three ways: the card that shows the patient a choice. */
const danielOptions: readonly DemoOption[] = [
  {
    title: 'Implant',
    note: 'An implant replaces 36 on its own; the neighbouring teeth stay untouched.',
    recommended: true,
    formula: implantFormula,
    plan: implantPlan,
  },
  {
    title: 'Bridge',
    note: 'Crowns on 35 and 37 carry a bridge over the gap. Faster, but two healthy teeth are ground down.',
    formula: {
      teeth: [
        ...implantFormula.teeth.filter((record) => record.tooth !== 36),
        { tooth: 35, before: 'healthy', after: 'crown' },
        { tooth: 36, before: 'missing', after: 'bridge' },
        { tooth: 37, before: 'healthy', after: 'crown' },
      ],
      bridges: [{ phase: 'after', teeth: [35, 36, 37] }],
    },
    plan: plan([
      ...sharedSteps,
      {
        title: 'Bridge and crown',
        description: 'The bridge is fitted about two weeks after the impressions.',
        items: [
          ['bridge-unit', 3],
          ['crown-zirconia', 1],
        ],
      },
    ]),
  },
  {
    title: 'Removable denture',
    note: 'A partial denture fills the gap and is taken out at night; the chart still shows 36 missing.',
    formula: {
      teeth: implantFormula.teeth.map((record) => (record.tooth === 36 ? { ...record, after: 'missing' } : record)),
      bridges: [],
    },
    plan: plan([
      ...sharedSteps,
      {
        title: 'Denture and crown',
        items: [
          ['denture-partial', 1],
          ['crown-zirconia', 1],
        ],
      },
    ]),
  },
];

/**
 * Three plans a clinic shares in a week; only the first changes teeth, so only it has something to show in 3D, and
 * only it offers a choice of treatments (three options); the others carry one plan.
 */
export const demoCards: readonly DemoCard[] = [
  {
    patientName: 'Daniel Morgan',
    savedDaysAgo: 2,
    summary: 'implant, crown and fillings, with the 3D formula',
    formulaDescription:
      'Lower left first molar (36) lost two years ago. Deep caries on 16 and 26. The old filling on 47 has cracked ' +
      'and needs a crown. 38 is impacted and keeps getting inflamed.',
    formula: implantFormula,
    plan: implantPlan,
    options: danielOptions,
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
