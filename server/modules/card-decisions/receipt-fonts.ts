import { createRequire } from 'node:module';
import path from 'node:path';
import { repositoryRoot } from '../../repository-root';

// Resolved from the repository's (or the production copy's) node_modules at run time, so the bundled server finds the
// same files: pdfkit's built-in fonts have no Cyrillic, DejaVu Sans has it.
const resolve = createRequire(path.join(repositoryRoot, 'package.json')).resolve;

/** The TrueType files every receipt is set in, regular and bold. */
export const receiptFonts = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
