import { useEffect, useState } from 'react';

export const HEADER_HIDE_SCROLL_PX = 100;

/** Hides a fixed header while scrolling down past 100 px; scrolling up shows it again. */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (current > HEADER_HIDE_SCROLL_PX && current > last) setHidden(true);
      else if (current < last || current <= HEADER_HIDE_SCROLL_PX) setHidden(false);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
