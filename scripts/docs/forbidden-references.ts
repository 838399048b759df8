import type { Problem, Repository } from './link-check.ts';

// Built from parts so that this file does not name what it forbids.
const outsideNames = [['decisions', 'md'].join('.'), ['ARCHITECTURE', 'md'].join('.'), ['..', 'shared'].join('/')];
const temporaryPath = new RegExp(String.raw`(^|[^\w.~$-])/` + 'tmp' + String.raw`(/|\b)`);
const binary = /\.(png|jpe?g|gif|webp|avif|ico|svg|mp4|webm|woff2?|ttf|pdf|zip|gz)$/i;

/**
 * The repository stands on its own: no tracked file names the documents that lived beside it, and no Markdown
 * document names a path under the system's temporary folder (it is not there on a reader's machine).
 */
export const checkForbiddenReferences = (repo: Repository): Problem[] => {
  const problems: Problem[] = [];
  for (const file of repo.files) {
    if (binary.test(file)) continue;
    const isDocument = file.endsWith('.md');
    repo
      .read(file)
      .split('\n')
      .forEach((text, index) => {
        for (const name of outsideNames) {
          if (text.includes(name))
            problems.push({ file, line: index + 1, message: `names ${name}, outside the repository` });
        }
        if (isDocument && temporaryPath.test(text)) {
          problems.push({ file, line: index + 1, message: 'names a temporary path, which a reader does not have' });
        }
      });
  }
  return problems;
};
