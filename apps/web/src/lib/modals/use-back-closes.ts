import { useEffect, useRef } from 'react';

/** Marks the history entry a modal added, so its own entry is told apart from the app's. */
const MARKER = 'hirehandModal';

type HistoryState = Record<string, unknown> | null;
const currentToken = () => (window.history.state as HistoryState)?.[MARKER];

/** An entry given up a moment ago, taken back unless a modal becomes active again at once. */
let release: { token: unknown; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * While `active` (a modal holds something typed), the browser's Back button is the modal's, not
 * the site's: one history entry is added, and Back lands on it and calls `onBack` (close, or
 * ask before discarding) instead of leaving the page (decision 030; decision 017 opened modals
 * without history entries). When the modal stops being active by its own buttons, the entry is
 * taken back, so Back afterwards goes where it went before. The entry copies the router's
 * state, so react-router sees the same page at the same index.
 */
export function useBackCloses(active: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!active || typeof window === 'undefined') return;
    let token: unknown;
    if (release && currentToken() === release.token) {
      // The entry given up a moment ago is still on top (a re-render, Strict Mode's second
      // effect, "Keep editing"): reuse it rather than stacking a second one.
      clearTimeout(release.timer);
      token = release.token;
    } else {
      token = `${Date.now()}-${Math.random()}`;
      window.history.pushState({ ...((window.history.state as HistoryState) ?? {}), [MARKER]: token }, '');
    }
    release = null;
    let consumed = false;
    const onPop = () => {
      if (currentToken() === token) return;
      consumed = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Left by Back: the entry is gone already. Moved on by a link: the entry is no longer the
      // current one, and stays behind as a harmless duplicate of the page.
      if (consumed || currentToken() !== token) return;
      const timer = setTimeout(() => {
        if (release?.token !== token) return;
        release = null;
        if (currentToken() === token) window.history.back();
      }, 0);
      release = { token, timer };
    };
  }, [active]);
}
