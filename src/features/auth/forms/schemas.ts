import * as yup from 'yup';
import {
  companyNameMaxLength,
  emailMaxLength,
  emailPattern,
  loginMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from '@contract/rules/account';

// Messages are keys of the auth namespace; the fields translate them, so they follow a language switch.

const email = yup
  .string()
  .trim()
  .required('validation.emailRequired')
  .max(emailMaxLength, 'validation.emailInvalid')
  .matches(emailPattern, { message: 'validation.emailInvalid' });

const newPassword = yup
  .string()
  .required('validation.passwordRequired')
  .min(passwordMinLength, 'validation.passwordMin')
  .max(passwordMaxLength, 'validation.passwordMax');

const passwordRepeat = yup
  .string()
  .required('validation.passwordRepeatRequired')
  .oneOf([yup.ref('password')], 'validation.passwordsMustMatch');

/**
 * The sign-in field also takes a staff login, which has no "@": it must be filled, and only a value that looks
 * like an e-mail (has an "@") must be a valid one.
 */
export const signInSchema = yup.object({
  login: yup
    .string()
    .trim()
    .required('validation.emailRequired')
    .max(Math.max(emailMaxLength, loginMaxLength), 'validation.emailInvalid')
    .test('email-when-at', 'validation.emailInvalid', (value) => !value?.includes('@') || emailPattern.test(value)),
  password: newPassword,
});
export type SignInValues = yup.InferType<typeof signInSchema>;

export const signUpSchema = yup.object({
  companyName: yup
    .string()
    .trim()
    .required('validation.companyNameRequired')
    .max(companyNameMaxLength, 'validation.companyNameMax'),
  email,
  password: newPassword,
  passwordRepeat,
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const forgotPasswordSchema = yup.object({ email });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({ password: newPassword, passwordRepeat });
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** Interpolation values every validation message may use. */
export const validationValues = {
  min: passwordMinLength,
  max: passwordMaxLength,
  companyNameMax: companyNameMaxLength,
};
