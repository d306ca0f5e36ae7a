import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading: about one screen of scrolling. */
const AHEAD = '1200px 0px';

/**
 * True once the element comes within about a screen of the viewport (or at once when
 * `eagerly()` says so); it stays true. False on the server and during hydration, so the
 * prerendered page and the first client render agree.
 */
export function useNearViewport<T extends Element>(eagerly: () => boolean): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the page first shows
  useEffect(() => {
    const element = ref.current;
    if (eagerly() || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/**
 * Resolves once the prerendered element with this id comes within about a screen of the
 * viewport; at once when there is none (the build's render, a page rendered in the browser).
 */
export function whenNearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}
