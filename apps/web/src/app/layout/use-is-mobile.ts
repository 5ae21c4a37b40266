import { useEffect, useState } from 'react';

export const MOBILE_MAX_WIDTH = 768;

/** Mobile layout below 768 px. */
export function useIsMobile(): boolean {
  const read = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_MAX_WIDTH;
  const [mobile, setMobile] = useState(read);
  useEffect(() => {
    const onResize = () => setMobile(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
