import { type LegalConfig, type LegalField, legalFields } from '../../config-legal';
import { escapeHtml } from '../../plugins/spa-head';

/**
 * The license agreement and the privacy policy are templates: `{{legal.<field>}}` stands for the operator's details
 * (LEGAL_* settings), which the server writes in when it answers, so one build serves every operator.
 */
const placeholderPattern = /\{\{\s*legal\.([A-Za-z]+)\s*\}\}/g;

const isLegalField = (name: string): name is LegalField => (legalFields as string[]).includes(name);

/** Every placeholder in a text, in order (known or not). */
export const legalPlaceholdersIn = (text: string): string[] =>
  [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? '');

export const unknownLegalPlaceholders = (text: string): string[] =>
  legalPlaceholdersIn(text).filter((name) => !isLegalField(name));

/** Fills the placeholders of sanitized HTML; the values are text, escaped for it. */
export const fillLegalPlaceholders = (html: string, legal: LegalConfig): string =>
  html.replace(placeholderPattern, (whole, name: string) => (isLegalField(name) ? escapeHtml(legal[name]) : whole));
