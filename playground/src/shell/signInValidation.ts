/** What the sign-in form holds. */
export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.co.uk',
  passwordRequired: 'Enter your password',
} as const;

// One @, no spaces, a dot in the domain with something on both sides: the usual browser-like check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** `true` when `value` looks like an e-mail address (after trimming). */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** The spec's sign-in rules: email required and in e-mail format; password required. */
export function validateSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (!email.trim()) errors.email = SIGN_IN_MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = SIGN_IN_MESSAGES.emailFormat;
  if (!password) errors.password = SIGN_IN_MESSAGES.passwordRequired;
  return errors;
}
