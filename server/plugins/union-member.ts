import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type Checker = ReturnType<typeof Compile>;
type Schema = Record<string, unknown>;

const constOf = (member: Schema, property: string): unknown =>
  ((member.properties as Record<string, Schema> | undefined)?.[property] ?? {}).const;

/**
 * For a union of objects told apart by a property that holds a different constant in each member (a `kind`), a
 * function that returns the checker of the member a value names, or null. A value that names its member is reported
 * against that member alone: "consent must be true", not every other member's complaints too.
 */
export const unionMemberChecker = (schema: TSchema): ((value: unknown) => Checker | null) => {
  const members = (schema as Schema).anyOf;
  const none = () => null;
  if (!Array.isArray(members) || members.length < 2) return none;
  const first = (members[0] as Schema).properties as Schema | undefined;
  const discriminator = Object.keys(first ?? {}).find((property) => {
    const values = members.map((member: Schema) => constOf(member, property));
    return values.every((value) => typeof value === 'string') && new Set(values).size === values.length;
  });
  if (discriminator === undefined) return none;
  const checkers = new Map(
    members.map((member: Schema) => [constOf(member, discriminator), Compile(member as TSchema)]),
  );
  return (value) =>
    typeof value === 'object' && value !== null
      ? (checkers.get((value as Record<string, unknown>)[discriminator]) ?? null)
      : null;
};
