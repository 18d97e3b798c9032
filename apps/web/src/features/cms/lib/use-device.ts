import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { Device } from './client-rules';

/**
 * Below Mantine's sm breakpoint (768 px) the content is the mobile one (§4 Risoluzione). Read at
 * the first render, not after it: a desktop-first frame on a phone would move the page.
 */
export function useDevice(): Device {
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, undefined, {
    getInitialValueInEffect: false,
  });
  return mobile ? 'mobile' : 'desktop';
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
