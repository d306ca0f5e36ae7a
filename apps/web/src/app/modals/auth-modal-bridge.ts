import { useEffect } from 'react';
import { type AuthMode, toAuthMode } from '@/lib/modals/open-auth-modal';

/**
 * The documented entry points to the auth modal: `window.openAuthModal(mode)` for any script on
 * the page, and the `openAuthModal` window event (what openAuthModal() in lib/ dispatches).
 */
export function useAuthModalBridge(open: (mode: AuthMode) => void) {
  useEffect(() => {
    const onEvent = (event: WindowEventMap['openAuthModal']) => open(toAuthMode(event.detail));
    window.addEventListener('openAuthModal', onEvent);
    window.openAuthModal = (mode) => open(toAuthMode(mode));
    return () => {
      window.removeEventListener('openAuthModal', onEvent);
      delete window.openAuthModal;
    };
  }, [open]);
}
