import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import type { CSSProperties } from 'react';
import type { Device } from '../../lib/client-rules';

/** When the slider does not say: the heights the welcome hero's loader reserves too (cms.module.css). */
export const DEFAULT_SLIDE_HEIGHT = { mobile: 320, desktop: 360 } as const;

/**
 * A slide's box: the slider's desktop_slide_height / mobile_slide_height in pixels. Images fill it
 * (object-fit), so nothing moves when they arrive.
 */
export function slideBoxHeight(slider: CmsObject, device: Device): CSSProperties {
  const value = Number.parseInt(
    (device === 'mobile' ? slider.Parameters.mobile_slide_height : slider.Parameters.desktop_slide_height) ??
      '',
    10,
  );
  return { height: Number.isFinite(value) && value > 0 ? value : DEFAULT_SLIDE_HEIGHT[device] };
}
