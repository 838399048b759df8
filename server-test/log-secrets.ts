import { activationKeyPattern } from '../contract/rules/activation-key';

export interface LogSecretFinding {
  /** 1-based line of the log. */
  line: number;
  what: string;
}

// Our session, confirmation, reset and share-link tokens: 43 characters of base64url (server/security/secret-tokens.ts).
// Requiring a digit and both cases keeps 43-letter slugs out; a random token lacks one of them about once in 1,400.
const tokenLike = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const looksRandom = (text: string) => /\d/.test(text) && /[a-z]/.test(text) && /[A-Z]/.test(text);
const activationKey = new RegExp(activationKeyPattern.slice(1, -1).replace('(-', '(?:-'), 'g');
// A credential field pino's redaction should have blanked.
const unredactedField = /"(\w*password\w*|\w*token|authorization|api-company-authorization)":"(?!\[redacted\])/i;

/**
 * Every place in a server log (pino's JSON lines) where a secret shows: anything shaped like our tokens or an
 * activation key, an unredacted credential field, and each of `known` (test passwords, patient names).
 */
export const findLoggedSecrets = (log: string, known: readonly string[]): LogSecretFinding[] => {
  const findings: LogSecretFinding[] = [];
  log.split('\n').forEach((text, index) => {
    const line = index + 1;
    for (const match of text.matchAll(tokenLike)) {
      if (looksRandom(match[0])) findings.push({ line, what: `a token-shaped value (${match[0].slice(0, 6)}…)` });
    }
    for (const match of text.matchAll(activationKey)) {
      findings.push({ line, what: `an activation key (${match[0].slice(0, 5)}-…)` });
    }
    const field = unredactedField.exec(text);
    if (field) findings.push({ line, what: `the unredacted field "${field[1]}"` });
    for (const secret of known) {
      if (secret && text.includes(secret)) findings.push({ line, what: `a known secret (${secret.slice(0, 3)}…)` });
    }
  });
  return findings;
};
