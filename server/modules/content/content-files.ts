import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { languages } from '../../../contract/rules/languages';

/** The shapes of the files under `content/`, checked at start-up. */

export const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const text = Type.String({ minLength: 1, maxLength: 4000 });
export const perLanguage = Type.Object(
  Object.fromEntries(languages.map((language) => [language, text])) as Record<(typeof languages)[number], typeof text>,
  { additionalProperties: false },
);

export const articleCategories = ['guide', 'module', 'documentation', 'legal'] as const;

export const ArticleFrontMatter = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120 }),
    title: Type.String({ minLength: 1, maxLength: 140 }),
    description: Type.String({ minLength: 1, maxLength: 320 }),
    keywords: Type.String({ maxLength: 320 }),
    cover: Type.Optional(Type.String({ pattern: '^/[A-Za-z0-9/._-]+$' })),
    date: isoDate,
    category: Type.Enum(articleCategories),
  },
  { additionalProperties: false },
);
export type ArticleFrontMatter = Static<typeof ArticleFrontMatter>;

const faqList = Type.Array(Type.Object({ question: text, answer: text }, { additionalProperties: false }), {
  minItems: 1,
});

export const LandingFile = Type.Object(
  {
    clinics: Type.Array(
      Type.Object(
        { name: Type.String({ minLength: 1, maxLength: 80 }), city: perLanguage },
        { additionalProperties: false },
      ),
    ),
    faq: Type.Object(
      Object.fromEntries(languages.map((language) => [language, faqList])) as Record<
        (typeof languages)[number],
        typeof faqList
      >,
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type LandingFile = Static<typeof LandingFile>;

/** Checks a parsed file against its schema; the message names the first failing fields. */
export const checkShape = <T extends TSchema>(schema: T, value: unknown): string | null => {
  const checker = Compile(schema);
  if (checker.Check(value)) return null;
  const problems = [...checker.Errors(value)]
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(root)'} ${error.message}`);
  return problems.join('; ');
};
