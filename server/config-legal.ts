import { type Env, type VariableSchema, optionalText, readRaw, readSection, section } from './config-schema';

/**
 * The operator named by the license agreement and the privacy policy. The documents under content/ are templates;
 * these values fill their `{{legal.<field>}}` placeholders. Development and test fill them with sample values that
 * say which variable to set; production refuses to start until every one is given.
 */
export interface LegalConfig {
  /** Registered name of the company that sells the licences and runs the service. */
  entityName: string;
  /** Registered office address. */
  address: string;
  /** Company register and number (and VAT number, if any). */
  registrationNumber: string;
  /** Address for legal notices, refund requests and data-protection requests. */
  contactEmail: string;
  /** The law that governs the agreement and the courts for disputes. */
  governingLaw: string;
  /** Who controls the personal data of accounts and the website, with a data-protection contact. */
  dataController: string;
}

export type LegalField = keyof LegalConfig;

const maxLength = 300;
const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The example is also the sample value development fills the documents with. */
const legalText = (example: string, description: string, pattern?: RegExp) =>
  optionalText({
    example,
    shownDefault: `sample: ${example}`,
    description: `${description} Required in production.`,
    maxLength,
    ...(pattern ? { pattern, expected: 'an e-mail address' } : {}),
  });

export const legalSection = section('Legal documents', {
  LEGAL_ENTITY_NAME: legalText(
    'Example Operator Ltd',
    'Registered name of the operator that licenses the program and runs the service.',
  ),
  LEGAL_ADDRESS: legalText('1 Sample Street, Sampletown, Exampleland', 'Registered office address of the operator.'),
  LEGAL_REGISTRATION_NUMBER: legalText(
    'company no. 00000000',
    'Company register and registration number (add a VAT number if any), as printed in the documents.',
  ),
  LEGAL_CONTACT_EMAIL: legalText(
    'legal@operator.example',
    'E-mail address for legal notices, refund requests and data-protection requests.',
    emailPattern,
  ),
  LEGAL_GOVERNING_LAW: legalText(
    'the law of Exampleland',
    'The law governing the license agreement and the courts for disputes, as a phrase such as "the law of Ireland; the courts of Dublin".',
  ),
  LEGAL_DATA_CONTROLLER: legalText(
    'Example Operator Ltd, data protection officer, privacy@operator.example',
    'The controller of account and website data named by the privacy policy: entity, and a data-protection officer or representative with their contact.',
  ),
});

type LegalVariable = keyof typeof legalSection.variables.properties;

const variableOf: Record<LegalField, LegalVariable> = {
  entityName: 'LEGAL_ENTITY_NAME',
  address: 'LEGAL_ADDRESS',
  registrationNumber: 'LEGAL_REGISTRATION_NUMBER',
  contactEmail: 'LEGAL_CONTACT_EMAIL',
  governingLaw: 'LEGAL_GOVERNING_LAW',
  dataController: 'LEGAL_DATA_CONTROLLER',
};

export const legalFields = Object.keys(variableOf) as LegalField[];

/** A development value names the variable that replaces it, so a sample never passes for the real thing. */
const sampleOf = (name: LegalVariable): string =>
  `${(legalSection.variables.properties[name] as VariableSchema).examples?.[0]} (set ${name})`;

export const parseLegalConfig = (env: Env, production: boolean, problems: string[]): LegalConfig => {
  const missing = legalFields.map((field) => variableOf[field]).filter((name) => readRaw(env, name) === undefined);
  if (production && missing.length > 0) {
    problems.push(
      `${missing.join(', ')} must be set in production: the license agreement and the privacy policy name the operator with them`,
    );
  }
  const vars = readSection(legalSection, env, problems);
  const config = Object.fromEntries(
    legalFields.map((field) => [field, vars[variableOf[field]] ?? sampleOf(variableOf[field])]),
  ) as unknown as LegalConfig;
  return Object.freeze(config);
};
