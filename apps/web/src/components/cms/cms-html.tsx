import { useMemo, type MouseEvent, type Ref } from 'react';
import { useLocation } from 'react-router';
import { fillQueryPlaceholders } from '@/lib/cms-api';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { CmsHtmlView } from './cms-html-view';

type Props = {
  html: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** Applied to the sanitised HTML (the FAQ turns its CMS buttons into buttons). */
  transform?: (safeHtml: string) => string;
  /** Runs before the link handling; preventing the default keeps the link from being routed. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
};

/**
 * Every CMS HTML body the pages and the FAQ show: qs_{name} placeholders filled from the address
 * (escaped), then sanitised; links with https or mailto are the browser's, the others navigate
 * inside the app (§5). The home's HTML blocks come sanitised by the server (ServerSanitisedHtml).
 */
export function CmsHtml({ html, className, ref, transform, onClick }: Props) {
  const { search } = useLocation();
  const safe = useMemo(() => {
    const sanitised = sanitizeHtml(fillQueryPlaceholders(html, search));
    return transform ? transform(sanitised) : sanitised;
  }, [html, search, transform]);
  return <CmsHtmlView ref={ref} safeHtml={safe} className={className} onClick={onClick} />;
}
