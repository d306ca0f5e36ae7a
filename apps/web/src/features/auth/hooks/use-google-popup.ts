import {
  GOOGLE_POPUP_FEATURES,
  GOOGLE_POPUP_NAME,
  GOOGLE_POPUP_PATH,
  IDP_ERROR_MESSAGE,
  IDP_POPUP_CHANNEL,
  IDP_RESULT_MESSAGE,
  type IdpPopupResult,
} from '@hirehand/shared/auth/google';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IdpError } from '../api/idp-api';

/** How long a closed popup may still deliver its result: its last message can arrive after it closes. */
const POPUP_CLOSED_DELAY_MS = 8000;

type Outcome = { ok: true; result: IdpPopupResult } | { ok: false; error: IdpError };

/**
 * Google sign-in in a 500x600 popup: resolves with the popup's `hirehand:idp-result` (posted to
 * the opener, or on the same-origin BroadcastChannel), or fails with a Firebase-style code.
 */
export function useGooglePopup(onOutcome: (outcome: Outcome) => void) {
  const [waiting, setWaiting] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);
  const outcomeRef = useRef(onOutcome);
  outcomeRef.current = onOutcome;

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(() => {
    cleanup.current?.();
    const popup = window.open(GOOGLE_POPUP_PATH, GOOGLE_POPUP_NAME, GOOGLE_POPUP_FEATURES);
    if (!popup) {
      outcomeRef.current({ ok: false, error: new IdpError('auth/popup-blocked', '') });
      return;
    }
    setWaiting(true);
    let done = false;
    let closedTimer: number | undefined;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(IDP_POPUP_CHANNEL);
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      stop();
      outcomeRef.current(outcome);
    };
    const onData = (data: unknown) => {
      const message = data as { type?: string; code?: string } | null;
      if (message?.type === IDP_RESULT_MESSAGE) finish({ ok: true, result: message as IdpPopupResult });
      else if (message?.type === IDP_ERROR_MESSAGE)
        finish({ ok: false, error: new IdpError(message.code ?? '', '') });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onData(event.data);
    };
    const onChannel = (event: MessageEvent) => onData(event.data);
    const poll = window.setInterval(() => {
      if (popup.closed && closedTimer === undefined) {
        closedTimer = window.setTimeout(
          () => finish({ ok: false, error: new IdpError('auth/popup-closed-by-user', '') }),
          POPUP_CLOSED_DELAY_MS,
        );
      }
    }, 500);
    function stop() {
      window.clearInterval(poll);
      window.clearTimeout(closedTimer);
      window.removeEventListener('message', onMessage);
      channel?.removeEventListener('message', onChannel);
      channel?.close();
      cleanup.current = null;
      setWaiting(false);
    }
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', onChannel);
    cleanup.current = stop;
  }, []);

  return { start, waiting };
}
