import type { FastifySchemaValidationError } from 'fastify';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { CardUploadFields } from '../../../contract/api/cards';
import type { FieldError } from '../../../contract/api/errors';
import { formulaProblems } from '../../../contract/rules/dental-formula';
import { planOptionsProblems } from '../../../contract/rules/plan-options';
import { cardImageFields, cardJsonFields } from '../../../contract/rules/treatment-cards';
import { planProblems } from '../../../contract/rules/treatment-plan';
import { textProblem } from '../../plugins/text-check';
import { fieldErrorsFrom } from '../../plugins/validation';
import { CardRefusal } from './card-refusal';
import type { UploadParts } from './multipart-parts';

const checker = Compile(CardUploadFields);

/** An upload whose text parts passed their schema and rules, with both images present. */
export interface CheckedUpload {
  fields: CardUploadFields;
  before: Buffer;
  after: Buffer;
  pdf: Buffer | null;
}

/** The JSON parts as values; text that is not JSON is a field error. Parts the plugin parsed stay as they are. */
const parseJsonParts = (fields: Record<string, unknown>, errors: FieldError[]): Record<string, unknown> => {
  const parsed: Record<string, unknown> = { ...fields };
  for (const name of cardJsonFields) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    try {
      parsed[name] = JSON.parse(value) as unknown;
    } catch {
      errors.push({ field: `body/${name}`, reason: 'json' });
      delete parsed[name];
    }
  }
  return parsed;
};

/** A card carries either `formula` and `plan` or `options`: the options name the clash, a missing half is required. */
const shapeErrors = (fields: Record<string, unknown>): FieldError[] => {
  const single = (['formula', 'plan'] as const).filter((name) => Object.hasOwn(fields, name));
  if (Object.hasOwn(fields, 'options')) {
    return single.length > 0 ? [{ field: 'body/options', reason: 'exclusive' }] : [];
  }
  return (['formula', 'plan'] as const)
    .filter((name) => !single.includes(name))
    .map((name) => ({ field: `body/${name}`, reason: 'required' }));
};

/** The formula's and the plan's rules (duplicate teeth, bridges, totals), or every option's and theirs together. */
const ruleErrors = ({ formula, plan, options }: CardUploadFields): FieldError[] => {
  if (options) {
    return planOptionsProblems(options).map((problem) => ({ field: `body/${problem.path}`, reason: problem.reason }));
  }
  const errors: FieldError[] = [];
  for (const problem of formula ? formulaProblems(formula) : []) {
    errors.push({ field: `body/formula/${problem.path}`, reason: problem.reason });
  }
  for (const problem of plan ? planProblems(plan) : []) {
    errors.push({ field: `body/plan/${problem.path}`, reason: problem.reason });
  }
  return errors;
};

/**
 * Checks the text parts against the contract's schema (every failing field named, as a JSON body would be), that
 * the card has one plan or options but not both, then the rules of the formulas, plans and options, and that both
 * images came.
 */
export const checkUploadParts = ({ fields, files }: UploadParts): CheckedUpload => {
  const errors: FieldError[] = [];
  const candidate = Value.Default(CardUploadFields, parseJsonParts(fields, errors)) as unknown;
  const jsonFailed = new Set(errors.map((error) => error.field));
  const shape = shapeErrors(fields);
  errors.push(...shape.filter((error) => !jsonFailed.has(error.field)));
  if (!checker.Check(candidate)) {
    const schemaErrors = fieldErrorsFrom('body', checker.Errors(candidate) as FastifySchemaValidationError[]);
    errors.push(...schemaErrors.filter((error) => !jsonFailed.has(error.field)));
  } else if (shape.length === 0) {
    // The same text rules as every JSON body: names and plan texts reach the patient's page.
    const badText = textProblem(CardUploadFields, candidate, 'body');
    if (badText !== null) errors.push(badText);
    errors.push(...ruleErrors(candidate as CardUploadFields));
  }
  for (const name of cardImageFields) {
    if (!files[name]) errors.push({ field: `body/${name}`, reason: 'required' });
  }
  if (errors.length > 0) throw new CardRefusal({ kind: 'upload-invalid', errors });
  return {
    fields: candidate as CardUploadFields,
    before: files.before as Buffer,
    after: files.after as Buffer,
    pdf: files.pdf ?? null,
  };
};
