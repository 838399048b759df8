import { Type, type Static } from 'typebox';
import { multiLineText } from '../rules/text';
import {
  bridgeTeethMax,
  bridgeTeethMin,
  bridgesMax,
  fdiTeeth,
  formulaPhases,
  toothStates,
} from '../rules/dental-formula';
import { currencyCodes } from '../rules/money';
import {
  planOptionNoteMaxLength,
  planOptionTitleMaxLength,
  planOptionsMax,
  planOptionsMin,
} from '../rules/plan-options';
import { catalogCodes } from '../rules/price-catalog';
import {
  planAmountMax,
  planItemsPerStepMax,
  planQuantityMax,
  planStepDescriptionMaxLength,
  planStepsMax,
  planTextMaxLength,
  planTotalMax,
} from '../rules/treatment-plan';

/** What a treatment-plan card proposes: dental formulas, priced plans, and the options that pair them. */

/** Names: any letters, no control characters, at least one visible character. */
export const NameText = (maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$',
  });
const Amount = (maximum: number) => Type.Integer({ minimum: 0, maximum });

// The dental formula

export const FdiTooth = Type.Enum(fdiTeeth);
export const ToothState = Type.Enum(toothStates);

export const ToothRecord = Type.Object(
  { tooth: FdiTooth, before: ToothState, after: ToothState },
  { additionalProperties: false },
);
export type ToothRecord = Static<typeof ToothRecord>;

export const Bridge = Type.Object(
  {
    /** Whether the bridge is in the mouth before treatment or is what the plan builds. */
    phase: Type.Enum(formulaPhases),
    /** Neighbouring teeth of one arch, abutments (crown, implant) and pontics (bridge) alike. */
    teeth: Type.Array(FdiTooth, { minItems: bridgeTeethMin, maxItems: bridgeTeethMax }),
  },
  { additionalProperties: false },
);
export type Bridge = Static<typeof Bridge>;

/**
 * FDI teeth with their state before and after. On upload a tooth not listed is healthy; a card answers the whole
 * chart (32 teeth in FDI order). A tooth in the `bridge` state belongs to a bridge of that phase.
 */
export const DentalFormula = Type.Object(
  {
    teeth: Type.Array(ToothRecord, { maxItems: fdiTeeth.length }),
    bridges: Type.Array(Bridge, { maxItems: bridgesMax }),
  },
  { additionalProperties: false },
);
export type DentalFormula = Static<typeof DentalFormula>;

// The plan and its prices

export const PlanItem = Type.Object(
  {
    /** A standard position of the price catalog, or null. */
    elementCode: Type.Union([Type.Enum(catalogCodes), Type.Null()]),
    /** The price-list row's name; may be empty when elementCode is given. */
    name: Type.String({ maxLength: planTextMaxLength }),
    quantity: Type.Integer({ minimum: 1, maximum: planQuantityMax }),
    /** Minor units of the plan's currency. */
    unitPriceMinor: Amount(planAmountMax),
    /** quantity × unitPriceMinor. */
    totalMinor: Amount(planAmountMax),
  },
  { additionalProperties: false },
);
export type PlanItem = Static<typeof PlanItem>;

export const PlanStep = Type.Object(
  {
    title: NameText(planTextMaxLength),
    description: Type.Optional(Type.String({ maxLength: planStepDescriptionMaxLength, default: '', ...multiLineText })),
    items: Type.Array(PlanItem, { maxItems: planItemsPerStepMax }),
    /** The sum of the items' totals. */
    totalMinor: Amount(planTotalMax),
  },
  { additionalProperties: false },
);
export type PlanStep = Static<typeof PlanStep>;

export const TreatmentPlan = Type.Object(
  {
    /** ISO 4217: the company's price-list currency. */
    currency: Type.Enum(currencyCodes),
    steps: Type.Array(PlanStep, { maxItems: planStepsMax }),
    /** The sum of the steps' totals. */
    totalMinor: Amount(planTotalMax),
  },
  { additionalProperties: false },
);
export type TreatmentPlan = Static<typeof TreatmentPlan>;

// The options a card offers

/** An option as the desktop program uploads it: a title, an optional note, its formula after treatment, its plan. */
export const PlanOptionUpload = Type.Object(
  {
    /** E.g. "Implant", "Bridge", "Removable denture". */
    title: NameText(planOptionTitleMaxLength),
    note: Type.Optional(Type.String({ maxLength: planOptionNoteMaxLength, default: '', ...multiLineText })),
    /** The one the clinic recommends; at most one option of a card. */
    recommended: Type.Optional(Type.Boolean({ default: false })),
    /** Every option agrees on the teeth and the bridges before treatment: the patient's mouth today. */
    formula: DentalFormula,
    /** In the same currency in every option. */
    plan: TreatmentPlan,
  },
  { additionalProperties: false },
);
export type PlanOptionUpload = Static<typeof PlanOptionUpload>;

export const PlanOptionsUpload = Type.Array(PlanOptionUpload, { minItems: planOptionsMin, maxItems: planOptionsMax });

/** An option as a card answers it; a card uploaded with one plan answers it as one option with an empty title. */
export const PlanOption = Type.Object({
  /** Empty for a card uploaded with a single plan (a viewer shows its own words then). */
  title: Type.String(),
  /** Empty when none. */
  note: Type.String(),
  recommended: Type.Boolean(),
  formula: DentalFormula,
  plan: TreatmentPlan,
});
export type PlanOption = Static<typeof PlanOption>;
