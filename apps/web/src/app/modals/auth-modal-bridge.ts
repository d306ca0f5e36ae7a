import { useEffect } from 'react';
import { type AuthMode, toAuthMode } from '@/lib/modals/open-auth-modal';
import { getSessionEnd } from '@/lib/session/session-end';

/**
 * The documented entry points to the auth modal: `window.openAuthModal(mode)` for any script on
 * the page, and the `openAuthModal` window event (what openAuthModal() in lib/ dispatches).
 */
export function useAuthModalBridge(open: (mode: AuthMode) => void) {
  useEffect(() => {
    const onEvent = (event: WindowEventMap['openAuthModal']) => open(toAuthMode(event.detail));
    window.addEventListener('openAuthModal', onEvent);
    window.openAuthModal = (mode) => open(toAuthMode(mode));
    // A stored session refused before this host was listening (the first calls of a page load)
    // still gets its sign-in form and the reason.
    if (getSessionEnd()) open('login');
    return () => {
      window.removeEventListener('openAuthModal', onEvent);
      delete window.openAuthModal;
    };
  }, [open]);
}
