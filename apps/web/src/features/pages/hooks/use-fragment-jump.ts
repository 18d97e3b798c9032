import { FRAGMENT_JUMP_DELAY_MS } from '@conto-gioco/shared/cms-constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** 500 ms after the page is shown, the view jumps to the element the URL fragment names (§2). */
export function useFragmentJump(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = window.setTimeout(() => {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed escape: look the fragment up as written.
      }
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, FRAGMENT_JUMP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, hash]);
}
