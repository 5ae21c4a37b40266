/** Whether the designer is phone-narrow (under 768 px): then the property panel is a drawer. */
import { useEffect, useState, type RefObject } from 'react';

export const NARROW_WIDTH = 768;

export function useNarrow(element: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setNarrow(target.clientWidth > 0 && target.clientWidth < NARROW_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return narrow;
}
