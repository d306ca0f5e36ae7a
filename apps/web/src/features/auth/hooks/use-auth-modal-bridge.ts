import { useEffect } from 'react';

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

const toMode = (value: unknown): AuthMode => {
  const mode = typeof value === 'object' && value !== null ? (value as { mode?: unknown }).mode : value;
  return mode === 'register' ? 'register' : 'login';
};

/** Opens the auth modal from anywhere: `window.openAuthModal(mode)` or the `openAuthModal` window event. */
export function openAuthModal(mode: AuthMode = 'login') {
  window.dispatchEvent(new CustomEvent('openAuthModal', { detail: mode }));
}

/** Wires the global function and the window event to the shell's modal state. */
export function useAuthModalBridge(open: (mode: AuthMode) => void) {
  useEffect(() => {
    const onEvent = (event: WindowEventMap['openAuthModal']) => open(toMode(event.detail));
    window.addEventListener('openAuthModal', onEvent);
    window.openAuthModal = (mode) => open(toMode(mode));
    return () => {
      window.removeEventListener('openAuthModal', onEvent);
      delete window.openAuthModal;
    };
  }, [open]);
}
