import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's sm breakpoint: the phone layout (money.md §2). Read at the first render, not
 * after it: a desktop-first frame on a phone would move the page (layout shift).
 */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, undefined, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}
