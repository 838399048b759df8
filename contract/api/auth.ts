import { Type, type Static } from 'typebox';
import { opaqueText } from '../rules/text';
import {
  companyNameMaxLength,
  emailMaxLength,
  emailPatternSource,
  loginMaxLength,
  passwordMaxLength,
  passwordMinLength,
  roles,
} from '../rules/account';
import { languages } from '../rules/languages';

const Email = Type.String({ minLength: 3, maxLength: emailMaxLength, pattern: emailPatternSource });
const Password = Type.String({ minLength: passwordMinLength, maxLength: passwordMaxLength, ...opaqueText });
const Language = Type.Enum(languages);
/** Single-use tokens from e-mailed links: URL-safe base64 of 32 random bytes. */
const LinkToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const SignUpBody = Type.Object(
  {
    /** At least one non-space character. */
    companyName: Type.String({ minLength: 1, maxLength: companyNameMaxLength, pattern: '\\S' }),
    email: Email,
    password: Password,
    /** The language the company's e-mails are written in. */
    language: Language,
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

export const SignInBody = Type.Object(
  {
    /** The company e-mail, or a staff member's login. */
    login: Type.String({ minLength: 1, maxLength: Math.max(emailMaxLength, loginMaxLength) }),
    password: Type.String({ minLength: 1, maxLength: passwordMaxLength, ...opaqueText }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const Account = Type.Object({
  company: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    language: Language,
    emailConfirmed: Type.Boolean(),
  }),
  role: Type.Enum(roles),
  /**
   * Present while the company's closure is pending: when the account is to be erased. The sign-in answer carries it so
   * the app can show the pending closure and offer to cancel it.
   */
  closure: Type.Optional(Type.Object({ scheduledFor: Type.String({ format: 'date-time' }) })),
  /** Settings progress, on GET /api/account only (the trial bonuses read it). */
  settings: Type.Optional(
    Type.Object({
      profileComplete: Type.Boolean(),
      /** Price rows with an element, a name and a price. */
      filledPriceRows: Type.Integer(),
      /** The logo's path, null without one. */
      avatarUrl: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type Account = Static<typeof Account>;

export const SessionResponse = Type.Object({
  /** Opaque session token for the `api-company-authorization` header; only its hash is stored. */
  token: Type.String(),
  account: Account,
});
export type SessionResponse = Static<typeof SessionResponse>;

export const ConfirmEmailBody = Type.Object({ token: LinkToken }, { additionalProperties: false });
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

export const ConfirmEmailResponse = Type.Object({
  result: Type.Enum(['confirmed', 'already-confirmed'] as const),
});
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponse>;

export const ForgotPasswordBody = Type.Object(
  {
    email: Email,
    /** The language of the reset e-mail when the address belongs to no company language (never revealed). */
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Password }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** Answer of requests that queue an e-mail; forgot-password sends it whether or not the address is known. */
export const AcceptedResponse = Type.Object({ status: Type.Literal('accepted') });
export type AcceptedResponse = Static<typeof AcceptedResponse>;
