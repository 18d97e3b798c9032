import type { MouseEvent } from 'react';
import { ServerSanitisedHtml } from '@/components/cms/server-sanitised-html';
import { trackClick } from '../../lib/links';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

/**
 * html_block (§3): the Content HTML (sanitised by the server, internal links in the app), clicks
 * tracked.
 */
export default function HtmlBlock({ widget, onHide }: WidgetProps) {
  const content = widget.Parameters.Content ?? '';
  if (!content.trim()) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest?.('a')?.getAttribute('href');
    if (href) trackClick(widget.Name, widget.Id, href);
  };
  const cssClass = widget.Parameters.CssClass?.trim();
  return (
    <WidgetShell widget={widget} onHide={onHide}>
      <ServerSanitisedHtml
        html={content}
        className={[classes.html, cssClass].filter(Boolean).join(' ')}
        onClick={onClick}
      />
    </WidgetShell>
  );
}
