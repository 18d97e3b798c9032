import { useMemo, type Ref } from 'react';
import { useLocation } from 'react-router';
import { fillQueryPlaceholders, useInAppLinks } from '@/lib/cms-api';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './pages.module.css';

type Props = { html: string; ref?: Ref<HTMLDivElement> };

/**
 * A page's CMS HTML: qs_{name} placeholders filled from the address (escaped), then sanitised;
 * links with https or mailto are the browser's, the others navigate inside the app (§5).
 */
export function PageHtml({ html, ref }: Props) {
  const { search } = useLocation();
  const onClick = useInAppLinks();
  const safe = useMemo(() => sanitizeHtml(fillQueryPlaceholders(html, search)), [html, search]);
  return (
    <div ref={ref} className={classes.content} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
