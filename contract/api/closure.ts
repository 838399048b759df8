import { Type, type Static } from 'typebox';
import { emailMaxLength, passwordMaxLength } from '../rules/account';
import { opaqueText } from '../rules/text';

/** The owner confirms the closure by typing the company's e-mail and the password. */
export const CloseAccountBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: emailMaxLength }),
    password: Type.String({ minLength: 1, maxLength: passwordMaxLength, ...opaqueText }),
  },
  { additionalProperties: false },
);
export type CloseAccountBody = Static<typeof CloseAccountBody>;

export const ClosureScheduled = Type.Object({
  /** When everything of the company is erased, unless the closure is cancelled before. */
  scheduledFor: Type.String({ format: 'date-time' }),
});
export type ClosureScheduled = Static<typeof ClosureScheduled>;
