import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { fillQueryPlaceholders, useInAppLinks } from '@/lib/cms-api';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { parseCmsButtons } from '../lib/faq-tree';
import classes from './faq.module.css';

export type CmsActions = { onLogin: () => void; onRegister: () => void };

/** An answer's HTML: placeholders filled, sanitised, CMS buttons parsed, links as in every CMS text. */
export function FaqHtml({ html, actions }: { html: string; actions: CmsActions }) {
  const { search } = useLocation();
  const onLinkClick = useInAppLinks();
  const safe = useMemo(
    () => parseCmsButtons(sanitizeHtml(fillQueryPlaceholders(html, search))),
    [html, search],
  );
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest?.('button[data-cms-action]');
    if (button && event.currentTarget.contains(button)) {
      if (button.getAttribute('data-cms-action') === 'LOGIN') actions.onLogin();
      else actions.onRegister();
      return;
    }
    onLinkClick(event);
  };
  return <div className={classes.body} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
