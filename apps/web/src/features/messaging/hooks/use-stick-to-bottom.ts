import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the bottom, a reader counts as following the newest messages. */
const STICK_TO_BOTTOM_PX = 120;

const nearBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;

interface Follow {
  /** Whether the reader follows the bottom, as their own scrolling last left it. */
  pinned: boolean;
  /** The position and content height our own scrolling left. */
  top: number | null;
  height: number;
}

function toBottom(element: HTMLElement, follow: Follow) {
  element.scrollTop = element.scrollHeight;
  follow.top = element.scrollTop;
  follow.height = element.scrollHeight;
  follow.pinned = true;
}

/**
 * Keeps the newest message of a thread in view: when the thread first shows, after one's own
 * message, and after anyone's while the reader is at the bottom (as their scrolling left it).
 * An image that loads later grows the thread after that scroll, so a reader who was at the bottom
 * is taken there again.
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  last: { id: string | null; own: boolean },
) {
  const lastSeenId = useRef<string | null>(null);
  const follow = useRef<Follow>({ pinned: true, top: null, height: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || last.id === lastSeenId.current) return;
    const first = lastSeenId.current === null;
    lastSeenId.current = last.id;
    // Whether the reader was at the bottom before this message: measured now, a tall message would
    // already have pushed them away from it.
    if (first || last.own || follow.current.pinned) toBottom(element, follow.current);
    else follow.current.height = element.scrollHeight;
  });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const state = follow.current;
    const onScroll = () => {
      if (element.scrollTop === state.top) return; // our own scrolling
      if (element.scrollHeight !== state.height) {
        // The thread changed size under the reader (an image replaced its placeholder, the
        // browser clamped the position): not the reader's scrolling.
        state.height = element.scrollHeight;
        return;
      }
      state.pinned = nearBottom(element);
    };
    const onMediaLoad = () => {
      if (state.pinned) toBottom(element, state);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // Load events do not bubble: listen in the capture phase.
    element.addEventListener('load', onMediaLoad, true);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('load', onMediaLoad, true);
    };
  }, [scroller]);
}
