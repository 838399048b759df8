import ts from 'typescript';

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

const hasLetters = (text: string) => /\p{L}/u.test(text);

export interface HardCodedText {
  line: number;
  text: string;
}

/**
 * User-facing text written into TSX instead of coming from `locales/`: JSX text with letters, string literals
 * rendered as JSX children, and literal values of text attributes such as aria-label.
 */
export const findHardCodedText = (source: string, fileName = 'component.tsx'): HardCodedText[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      !ts.isJsxAttribute(node.parent) &&
      hasLetters(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            (ts.isStringLiteral(node.initializer.expression) ||
              ts.isNoSubstitutionTemplateLiteral(node.initializer.expression))
          ? node.initializer.expression.text
          : '';
      if (hasLetters(value)) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
