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

const variables: Record<LegalField, { name: string; sample: string; description: string }> = {
  entityName: {
    name: 'LEGAL_ENTITY_NAME',
    sample: 'Example Operator Ltd',
    description: 'Registered name of the operator that licenses the program and runs the service.',
  },
  address: {
    name: 'LEGAL_ADDRESS',
    sample: '1 Sample Street, Sampletown, Exampleland',
    description: 'Registered office address of the operator.',
  },
  registrationNumber: {
    name: 'LEGAL_REGISTRATION_NUMBER',
    sample: 'company no. 00000000',
    description: 'Company register and registration number (add a VAT number if any), as printed in the documents.',
  },
  contactEmail: {
    name: 'LEGAL_CONTACT_EMAIL',
    sample: 'legal@operator.example',
    description: 'E-mail address for legal notices, refund requests and data-protection requests.',
  },
  governingLaw: {
    name: 'LEGAL_GOVERNING_LAW',
    sample: 'the law of Exampleland',
    description:
      'The law governing the license agreement and the courts for disputes, as a phrase such as "the law of Ireland; the courts of Dublin".',
  },
  dataController: {
    name: 'LEGAL_DATA_CONTROLLER',
    sample: 'Example Operator Ltd, data protection officer, privacy@operator.example',
    description:
      'The controller of account and website data named by the privacy policy: entity, and a data-protection officer or representative with their contact.',
  },
};

export const legalFields = Object.keys(variables) as LegalField[];

/** A development value names the variable that replaces it, so a sample never passes for the real thing. */
const sampleOf = (field: LegalField): string => `${variables[field].sample} (set ${variables[field].name})`;

export const legalVariables = legalFields.map((field) => ({
  name: variables[field].name,
  default: `sample: ${sampleOf(field)}`,
  description: `${variables[field].description} Required in production.`,
}));

const maxLength = 300;
const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export const parseLegalConfig = (
  read: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
): LegalConfig => {
  const missing = legalFields.filter((field) => read(variables[field].name) === undefined);
  if (production && missing.length > 0) {
    problems.push(
      `${missing.map((field) => variables[field].name).join(', ')} must be set in production: the license agreement and the privacy policy name the operator with them`,
    );
  }
  const config = Object.fromEntries(
    legalFields.map((field) => {
      const { name } = variables[field];
      const value = read(name);
      if (value === undefined) return [field, sampleOf(field)];
      if (value.length > maxLength)
        problems.push(`${name} must be at most ${maxLength} characters, got ${value.length}`);
      if (field === 'contactEmail' && !emailPattern.test(value)) {
        problems.push(`${name} must be an e-mail address, got "${value}"`);
      }
      return [field, value];
    }),
  ) as unknown as LegalConfig;
  return Object.freeze(config);
};
