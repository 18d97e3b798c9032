import { useEffect, useRef } from 'react';

/**
 * At phone width a screen's tabs scroll sideways: brings the one the address chose into view
 * whenever it changes. Answers the ref for the tab list.
 */
export function useSelectedTabInView(tab: string) {
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active) return;
    const shown = list.getBoundingClientRect();
    const at = active.getBoundingClientRect();
    if (at.left < shown.left || at.right > shown.right) list.scrollLeft += at.left - shown.left;
  }, [tab]);
  return tabList;
}
