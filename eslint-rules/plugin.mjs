// @ts-check
import { noHardCodedText } from './no-hard-coded-text.mjs';
import { tableOwner } from './table-owner.mjs';

/** The repository's own ESLint rules, registered in eslint.config.mjs as the `local` plugin. */
export const localRules = {
  meta: { name: 'dentiqo-local-rules' },
  rules: { 'no-hard-coded-text': noHardCodedText, 'table-owner': tableOwner },
};
