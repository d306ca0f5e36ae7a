import { type RefObject, useEffect, useState } from 'react';
import { coversContent } from '../lib/covers-content';

/** The launcher's home: 3.5 rem square, 1 rem from the right and bottom edges (plus a margin). */
const SIZE = 56;
const INSET = 16;
const MARGIN = 4;

/**
 * Whether the floating launcher must step aside: something to read or use (a line of the hero,
 * the footer's Subscribe, the map's credit) lies under its corner of the screen. Checked after
 * each scroll, resize and change of the page's size, once per frame at most. The page's bottom
 * keeps a free band for it (the footer's padding), so at the end of a page it always shows.
 */
export function useStepsAside(launcher: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    if (!active || typeof window === 'undefined' || !document.elementsFromPoint) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const area = {
        left: window.innerWidth - INSET - SIZE - MARGIN,
        top: window.innerHeight - INSET - SIZE - MARGIN,
        width: SIZE + 2 * MARGIN,
        height: SIZE + 2 * MARGIN,
      };
      setAside(coversContent(document, area, launcher.current));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that loads or opens (a list, a map) moves what is under the corner without a scroll.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [active, launcher]);

  return aside;
}
