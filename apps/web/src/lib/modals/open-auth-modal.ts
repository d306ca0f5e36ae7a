export type AuthMode = 'login' | 'register';

declare global {
  interface Window {
    /** Opens the auth modal in a mode; any script on the page may call it. */
    openAuthModal?: (mode?: AuthMode) => void;
  }
  interface WindowEventMap {
    openAuthModal: CustomEvent<AuthMode | { mode?: AuthMode } | undefined>;
  }
}

/** The mode a caller asked for (`'register'`, or `{ mode: 'register' }`); anything else signs in. */
export const toAuthMode = (value: unknown): AuthMode => {
  const mode = typeof value === 'object' && value !== null ? (value as { mode?: unknown }).mode : value;
  return mode === 'register' ? 'register' : 'login';
};

/**
 * Asks for the auth modal from anywhere, hooks and plain functions alike (a 401 from the API):
 * the `openAuthModal` window event, which the app's modal host turns into its `auth` modal.
 */
export function openAuthModal(mode: AuthMode = 'login') {
  window.dispatchEvent(new CustomEvent('openAuthModal', { detail: mode }));
}

/**
 * The query parameter of the "reset your password" link in the security e-mails
 * (`/?reset_password=<email>`): the app opens the auth modal on its reset step, e-mail filled.
 */
export const RESET_PASSWORD_PARAM = 'reset_password';
