/** The password requirements of the sign-up forms, checked live on the client and again on the server. */
export const PASSWORD_MIN_LENGTH = 8;
/** The modal's sign-in accepts shorter passwords, down to the provider's 6 (decision 018). */
export const MODAL_LOGIN_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** Strength (criteria met, of 5) the modal's registration requires. */
export const REQUIRED_PASSWORD_STRENGTH = 3;

export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

export function passwordChecks(password: string): Record<PasswordCriterion, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: SPECIAL.test(password),
  };
}

/** How many of the 5 criteria hold: 1-2 weak, 3 medium, 4-5 strong. */
export function passwordStrength(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

export const meetsAllPasswordRules = (password: string) =>
  passwordStrength(password) === PASSWORD_CRITERIA.length;
