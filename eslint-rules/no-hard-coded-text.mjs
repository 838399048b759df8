// @ts-check

/** Attributes whose text a person reads or hears. */
const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);

const hasLetters = (/** @type {string} */ text) => /\p{L}/u.test(text);

/**
 * The text of a string literal or of a template literal without substitutions; undefined for anything else.
 * @param {any} node an expression, a JSX attribute's value, or nothing
 */
const literalText = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? '';
  return undefined;
};

/**
 * User-facing text written into TSX instead of coming from `locales/`: JSX text with
 * letters, string literals rendered as JSX children, and literal values of text attributes such as aria-label.
 * @type {import('eslint').Rule.RuleModule}
 */
export const noHardCodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from locales/, never from a literal in a component' },
    schema: [],
    messages: {
      hardCoded: 'User-facing text "{{text}}" is written into the component: take it from locales/ with t().',
    },
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node @param {string} text */
    const report = (node, text) => context.report({ node, messageId: 'hardCoded', data: { text: text.trim() } });
    return {
      /** @param {any} node */
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        // An attribute's value is judged by its name below: className="…" is not text anyone reads.
        if (node.parent.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasLetters(text)) report(node, text);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !textAttributes.has(node.name.name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== undefined && hasLetters(text)) report(node, text);
      },
    };
  },
};
