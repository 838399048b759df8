/** Staff roles a company adds: admins use the web cabinet, doctors the desktop app. */
export const staffRoles = ['admin', 'doctor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Letters, digits, dot, dash and underscore, 3–64 characters. No `@`: a login can never be read as a company
 * e-mail, so the two kinds of sign-in names never collide.
 */
export const staffLoginPatternSource = '^[A-Za-z0-9._-]{3,64}$';
export const staffLoginPattern = new RegExp(staffLoginPatternSource);
export const staffNameMaxLength = 80;

/** Logins are unique case-insensitively. */
export const normalizeLogin = (login: string): string => login.trim().toLowerCase();
