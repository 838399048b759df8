import { Type, type Static } from 'typebox';
import { companyNameMaxLength } from '../rules/account';

/** The dashboard's account name editor: the name the company goes by in the cabinet, e-mails and the program. */
export const AccountNameBody = Type.Object(
  { accountName: Type.String({ minLength: 1, maxLength: companyNameMaxLength, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type AccountNameBody = Static<typeof AccountNameBody>;

export const AccountNameResponse = Type.Object({ accountName: Type.String() });
export type AccountNameResponse = Static<typeof AccountNameResponse>;
