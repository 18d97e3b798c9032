import { CMS_CLICK_EVENT } from '@conto-gioco/shared/cms-constants';
import { track } from '@/lib/analytics';

/** The window event CTA actions SMARTICO, PROMOTOPBAR and WMPROMO are emitted as (§3), detail `{ action, gameCode }`. */
export const CMS_CTA_EVENT = 'cms:cta';
export type CmsCtaDetail = { action: string; gameCode: string | null };

export function emitCtaEvent(action: string, gameCode: string | undefined): void {
  const detail: CmsCtaDetail = { action, gameCode: gameCode?.trim() || null };
  window.dispatchEvent(new CustomEvent<CmsCtaDetail>(CMS_CTA_EVENT, { detail }));
}

/** §7: a content click, with the widget's name, the item's id and where it leads. */
export function trackClick(widget: string, id: number, link: string | null): void {
  track(CMS_CLICK_EVENT, { widget, id, link });
}

/** An external nav URL with the item's optional token added as the `token` query value (§4). */
export function withToken(externalUrl: string, token: string | undefined): string {
  const value = token?.trim();
  if (!value) return externalUrl;
  try {
    const url = new URL(externalUrl);
    url.searchParams.set('token', value);
    return url.toString();
  } catch {
    return `${externalUrl}${externalUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(value)}`;
  }
}

/** A link target parameter: '1' or '_self' same window, '_blank' new tab, otherwise `fallback`. */
export function linkTarget(value: string | undefined, fallback: '_self' | '_blank'): '_self' | '_blank' {
  const target = value?.trim();
  if (target === '1' || target === '_self') return '_self';
  if (target === '_blank' || target === '0' || target === '2') return '_blank';
  return fallback;
}
