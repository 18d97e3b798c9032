import { useEffect, useState } from 'react';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import type { Device } from './client-rules';

/** Below Mantine's sm breakpoint (768 px) the content is the mobile one (§4 Risoluzione). */
export function useDevice(): Device {
  return useIsMobile() ? 'mobile' : 'desktop';
}

/** The window's width, kept current (the slides-per-view steps are by window width, §9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
