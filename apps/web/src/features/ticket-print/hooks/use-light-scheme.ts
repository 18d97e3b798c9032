import { useComputedColorScheme } from '@mantine/core';
import { useLayoutEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Forces the light theme while the calling page is shown and puts the player's own back when it goes
 * (money.md §2 'Ticket print'). Only the document's scheme attribute changes, never the stored
 * choice: the print page usually opens in a tab of its own, and a stored 'light' would reach the
 * site's other tabs (the storage event) and outlive a tab closed without leaving the page. The
 * provider writes the attribute too (when it mounts, when another tab changes the choice): an
 * observer puts 'light' back each time.
 */
export function useLightScheme(): void {
  const own = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useLayoutEffect(() => {
    const root = document.documentElement;
    const force = () => {
      if (root.getAttribute(ATTRIBUTE) !== 'light') root.setAttribute(ATTRIBUTE, 'light');
    };
    force();
    const observer = new MutationObserver(force);
    observer.observe(root, { attributes: true, attributeFilter: [ATTRIBUTE] });
    return () => {
      observer.disconnect();
      root.setAttribute(ATTRIBUTE, own);
    };
  }, [own]);
}
