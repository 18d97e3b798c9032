import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { isExternalHref, trackClick } from '../../lib/links';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

/** html_block (§3): the Content HTML, sanitised; its internal links stay in the app (§5). */
export default function HtmlBlock({ widget, onHide }: WidgetProps) {
  const navigate = useNavigate();
  const html = useMemo(() => sanitizeHtml(widget.Parameters.Content ?? ''), [widget.Parameters.Content]);
  if (!html.trim()) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href) return;
    trackClick(widget.Name, widget.Id, href);
    if (
      isExternalHref(href) ||
      href.startsWith('#') ||
      anchor.target === '_blank' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(href);
  };
  const cssClass = widget.Parameters.CssClass?.trim();
  return (
    <WidgetShell widget={widget} onHide={onHide}>
      {/* Clicks on the sanitised links only; keyboard activation of a link fires click too. */}
      <div
        className={[classes.html, cssClass].filter(Boolean).join(' ')}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </WidgetShell>
  );
}
