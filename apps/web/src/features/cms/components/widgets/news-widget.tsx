import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isBrowserLink } from '@/lib/cms-api';
import { formatDate } from '@/lib/format';
import { trackClick } from '../../lib/links';
import { newsCount, type NewsEntry } from '../../lib/news';
import { useNewsEntries } from '../../lib/use-news-entries';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

function NewsTitle({ entry, widgetName }: { entry: NewsEntry; widgetName: string }) {
  if (!entry.link) return <>{entry.title}</>;
  const onClick = () => trackClick(widgetName, entry.id, entry.link);
  return isBrowserLink(entry.link) ? (
    <Anchor
      href={entry.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={classes.cardLink}
    >
      {entry.title}
    </Anchor>
  ) : (
    <Anchor component={Link} to={entry.link} onClick={onClick} className={classes.cardLink}>
      {entry.title}
    </Anchor>
  );
}

/** visore_news (§3): own items (ChildrenType 1) or external news (2), ChildrenCount or 4; hidden when empty or failed. */
export default function NewsWidget({ widget, onHide }: WidgetProps) {
  const entries = useNewsEntries(widget, newsCount(widget));
  if (!entries || entries.length === 0) return null;
  return (
    <WidgetShell widget={widget} onHide={onHide} title={widget.Parameters.Title?.trim() || widget.Name}>
      {/* Below the xs breakpoint a compact list (thumbnail left), from it up a grid of cards. */}
      <ul className={classes.newsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <article className={classes.newsCard} data-with-image={entry.image ? true : undefined}>
              {entry.image && (
                <img
                  src={entry.image}
                  alt=""
                  className={classes.newsImage}
                  loading="lazy"
                  decoding="async"
                  width={400}
                  height={160}
                />
              )}
              <div className={classes.newsText}>
                {entry.date && (
                  <Text size="xs" c="dimmed">
                    <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  </Text>
                )}
                <Text component="h3" fw={700} mt={2} className={classes.newsTitle}>
                  <NewsTitle entry={entry} widgetName={widget.Name} />
                </Text>
                {entry.subTitle && (
                  <Text size="sm" fw={500} className={classes.newsSubTitle}>
                    {entry.subTitle}
                  </Text>
                )}
                {entry.abstract && (
                  <Text size="sm" c="dimmed" mt={4} lineClamp={3} className={classes.newsAbstract}>
                    {entry.abstract}
                  </Text>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </WidgetShell>
  );
}
