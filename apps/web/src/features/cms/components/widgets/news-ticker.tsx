import { TICKER_ITEMS, TICKER_PIXELS_PER_SECOND } from '@conto-gioco/shared/cms-constants';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { isBrowserLink } from '@/lib/cms-api';
import { trackClick } from '../../lib/links';
import type { NewsEntry } from '../../lib/news';
import { useNewsEntries } from '../../lib/use-news-entries';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

/** §9: the ticker runs its own text width in width / 45 seconds. */
export const tickerDuration = (textWidth: number) => textWidth / TICKER_PIXELS_PER_SECOND;

function TickerItem({ entry, widgetName, copy }: { entry: NewsEntry; widgetName: string; copy: boolean }) {
  const onClick = () => trackClick(widgetName, entry.id, entry.link);
  const tabIndex = copy ? -1 : undefined;
  if (!entry.link) return <span>{entry.title}</span>;
  return isBrowserLink(entry.link) ? (
    <a href={entry.link} target="_blank" rel="noopener noreferrer" onClick={onClick} tabIndex={tabIndex}>
      {entry.title}
    </a>
  ) : (
    <Link to={entry.link} onClick={onClick} tabIndex={tabIndex}>
      {entry.title}
    </Link>
  );
}

/** news_ticker (§3, §9): at most 20 titles scrolling at 45 px/s, paused on hover or focus, still with reduced motion. */
export default function NewsTicker({ widget, onHide }: WidgetProps) {
  const entries = useNewsEntries(widget, TICKER_ITEMS);
  const track = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const count = entries?.length ?? 0;
  useLayoutEffect(() => {
    if (track.current) setDuration(tickerDuration(track.current.scrollWidth));
  }, [count]);
  if (!entries || entries.length === 0) return null;
  const style = { '--ticker-duration': duration ? `${duration}s` : undefined } as CSSProperties;
  const list = (copy: boolean) => (
    <ul
      ref={copy ? undefined : track}
      className={classes.tickerList}
      aria-hidden={copy || undefined}
      data-copy={copy || undefined}
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <TickerItem entry={entry} widgetName={widget.Name} copy={copy} />
        </li>
      ))}
    </ul>
  );
  return (
    <WidgetShell widget={widget} onHide={onHide} className={classes.ticker}>
      {/* The widget's section is the landmark (named by the widget); a second region would repeat it. */}
      <div className={classes.tickerViewport}>
        <div className={classes.tickerTrack} style={style} data-running={duration ? true : undefined}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </WidgetShell>
  );
}
