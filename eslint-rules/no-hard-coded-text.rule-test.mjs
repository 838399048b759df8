// @ts-check
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noHardCodedText } from './no-hard-coded-text.mjs';

// Run by `npm run lint` with plain node: outside a test framework RuleTester runs each case at once and throws on the
// first that fails, so a rule that stopped finding text fails the lint.
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const hardCoded = (/** @type {string} */ text) => ({ messageId: 'hardCoded', data: { text } });

ruleTester.run('no-hard-coded-text', noHardCodedText, {
  valid: [
    {
      name: 'translated text',
      code: `export const Heading = () => { const { t } = useTranslation(); return <h1 title={t('x')}>{t('title')}</h1>; };`,
    },
    {
      name: 'punctuation and attributes nobody reads',
      code: `export const Dot = () => <span aria-hidden="true" className="dot" data-testid="dot">{' · '}</span>;`,
    },
  ],
  invalid: [
    {
      name: 'text written into a component',
      code: `
      export const Notice = ({ count }: { count: number }) => (
        <section aria-label="Notices">
          <h2>Saved!</h2>
          <p>{'Заповніть поле'} {count}</p>
          <img alt={\`Clinic logo\`} src="/logo.svg" />
          <span aria-hidden="true">{' · '}</span>
        </section>
      );`,
      errors: [hardCoded('Notices'), hardCoded('Saved!'), hardCoded('Заповніть поле'), hardCoded('Clinic logo')],
    },
    {
      name: 'the other text attributes',
      code: `export const Field = () => <input placeholder="Name" title={'Your name'} aria-valuetext="half" />;`,
      errors: [hardCoded('Name'), hardCoded('Your name'), hardCoded('half')],
    },
  ],
});

console.info('no-hard-coded-text: the rule finds written-in text and accepts translated text.');
