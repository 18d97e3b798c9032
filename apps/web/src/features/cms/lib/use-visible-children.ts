import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { useMemo, useState } from 'react';
import { useCmsViewer } from '../components/cms-viewer';
import { currentClientBeta, visibleChildren } from './client-rules';
import { useDevice } from './use-device';

/** A small seeded generator: one random order per mount, however often the widget renders. */
function seeded(seed: number): () => number {
  let state = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The children this screen shows (visibility 4, resolution), shuffled once when selectMode is '1'. */
export function useVisibleChildren(parent: CmsObject): CmsObject[] {
  const { loggedIn } = useCmsViewer();
  const device = useDevice();
  const [seed] = useState(() => Math.random());
  return useMemo(
    () => visibleChildren(parent, { device, loggedIn, beta: currentClientBeta() }, seeded(seed)),
    [parent, device, loggedIn, seed],
  );
}
