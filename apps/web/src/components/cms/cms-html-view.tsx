import type { MouseEvent, Ref } from 'react';
import { useInAppLinks } from '@/lib/cms-api';
import classes from './cms-html.module.css';

export type CmsHtmlViewProps = {
  /** HTML that is already safe to insert: sanitised here or by the server. */
  safeHtml: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** Runs before the link handling; preventing the default keeps the link from being routed. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
};

/**
 * A CMS text as the reader sees it: links with https or mailto are the browser's, the others
 * navigate inside the app (§5).
 */
export function CmsHtmlView({ safeHtml, className, ref, onClick }: CmsHtmlViewProps) {
  const onLinkClick = useInAppLinks();
  return (
    <div
      ref={ref}
      className={[classes.richText, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        onLinkClick(event);
      }}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
