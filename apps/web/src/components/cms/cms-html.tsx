import { useMemo, type MouseEvent, type Ref } from 'react';
import { useLocation } from 'react-router';
import { fillQueryPlaceholders, useInAppLinks } from '@/lib/cms-api';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './cms-html.module.css';

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
 * Every CMS HTML body the pages, the FAQ and the HTML block show: qs_{name} placeholders filled
 * from the address (escaped), then sanitised; links with https or mailto are the browser's, the
 * others navigate inside the app (§5).
 */
export function CmsHtml({ html, className, ref, transform, onClick }: Props) {
  const { search } = useLocation();
  const onLinkClick = useInAppLinks();
  const safe = useMemo(() => {
    const sanitised = sanitizeHtml(fillQueryPlaceholders(html, search));
    return transform ? transform(sanitised) : sanitised;
  }, [html, search, transform]);
  return (
    <div
      ref={ref}
      className={[classes.richText, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        onLinkClick(event);
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
