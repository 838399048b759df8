import type { FieldError } from '../../contract/api/errors';
import { type TextKind, textFault, textKindOption } from '../../contract/rules/text';

type Schema = Record<string, unknown> | undefined;

const asSchema = (value: unknown): Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The members of a union or an intersection, where a field's own schema may sit. */
const membersOf = (schema: Schema): Schema[] =>
  ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) => {
    const members = schema?.[keyword];
    return Array.isArray(members) ? members.map(asSchema) : [];
  });

const leniency: Record<TextKind, number> = { line: 0, multiline: 1, opaque: 2 };

/** The kind a string schema declares; in a union the most lenient member decides. */
const kindOf = (schema: Schema): TextKind => {
  const own = schema?.[textKindOption];
  const kinds: TextKind[] = [own === 'multiline' || own === 'opaque' ? own : 'line', ...membersOf(schema).map(kindOf)];
  return kinds.reduce((a, b) => (leniency[b] > leniency[a] ? b : a));
};

const propertySchema = (schema: Schema, key: string): Schema => {
  const declared = asSchema(asSchema(schema?.properties)?.[key]);
  if (declared) return declared;
  for (const member of membersOf(schema)) {
    const found = propertySchema(member, key);
    if (found) return found;
  }
  const patterns = Object.values(asSchema(schema?.patternProperties) ?? {});
  return asSchema(patterns[0]) ?? asSchema(schema?.additionalProperties);
};

const itemSchema = (schema: Schema, index: number): Schema => {
  const items = schema?.items;
  if (Array.isArray(items)) return asSchema(items[index]);
  if (asSchema(items)) return asSchema(items);
  const prefix = schema?.prefixItems;
  if (Array.isArray(prefix)) return asSchema(prefix[index]);
  for (const member of membersOf(schema)) {
    const found = itemSchema(member, index);
    if (found) return found;
  }
  return undefined;
};

/**
 * The first string of a validated value that holds what its field may not (see contract/rules/text.ts), walking
 * the value along its schema; fields the schema does not describe are held to single-line text. One check for
 * every route, so no field can forget it.
 */
export const textProblem = (schema: unknown, value: unknown, at: string): FieldError | null => {
  const own = asSchema(schema);
  if (typeof value === 'string') {
    const fault = textFault(value, kindOf(own));
    return fault === null ? null : { field: at, reason: fault };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = textProblem(itemSchema(own, index), item, `${at}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = textProblem(propertySchema(own, key), child, `${at}/${key}`);
    if (found) return found;
  }
  return null;
};
