import { useEffect, useRef } from 'react';

/** A ref for a page's heading (tabIndex -1) that takes focus once shown, so a screen reader starts there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
