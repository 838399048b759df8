/** Limits and lifetimes of company accounts and sessions. */
export const passwordMinLength = 6;
/** argon2 accepts far more, but a bound keeps hashing cost and request size sane. */
export const passwordMaxLength = 128;
export const emailMaxLength = 254;
export const companyNameMaxLength = 120;
export const loginMaxLength = 64;

/** A practical address check shared by the forms and the server: something@something.tld, no spaces. */
export const emailPatternSource = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const emailPattern = new RegExp(emailPatternSource);

/** E-mails are unique case-insensitively; this is the form they are compared in. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const roles = ['owner', 'admin', 'doctor'] as const;
export type Role = (typeof roles)[number];

export const sessionIdleDays = 30;
export const emailConfirmationHours = 48;
export const passwordResetMinutes = 60;
