import { parse as parseYaml } from 'yaml';

/** A content file that cannot be used; the message names the file, so start-up tells the operator what to fix. */
export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`Content file ${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

export const parseYamlFile = (file: string, source: string): unknown => {
  try {
    return parseYaml(source);
  } catch (error) {
    throw new ContentError(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
};
