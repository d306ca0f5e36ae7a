import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the anchor is held in place while content above it (lazy sections, the job list) still loads. */
const SETTLE_MS = 2_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the URL's #anchor after navigation, else to the top. Sections above the anchor
 * may still grow (the job board loads its cards), so the anchor is kept at the top until the
 * layout settles or the person scrolls themselves.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page without a hash starts at the top
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const startedAt = performance.now();
    let frame = 0;
    let found = false;
    let userScrolled = false;
    const stop = () => {
      userScrolled = true;
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });

    const step = () => {
      if (userScrolled) return;
      const target = document.getElementById(id);
      if (target) {
        const offset =
          target.getBoundingClientRect().top -
          (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
        // The first jump is instant, so that later corrections are measured from where it landed.
        if (!found || Math.abs(offset) > 2) target.scrollIntoView({ block: 'start', behavior: 'instant' });
        found = true;
      }
      if (performance.now() - startedAt < SETTLE_MS) frame = requestAnimationFrame(step);
    };
    step();
    return () => {
      cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, [pathname, hash]);
}
