import { Anchor, Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { isExternalHref, trackClick } from '../../lib/links';
import { newsCount, type NewsEntry } from '../../lib/news';
import { useNewsEntries } from '../../lib/use-news-entries';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

function NewsTitle({ entry, widgetName }: { entry: NewsEntry; widgetName: string }) {
  if (!entry.link) return <>{entry.title}</>;
  const onClick = () => trackClick(widgetName, entry.id, entry.link);
  return isExternalHref(entry.link) ? (
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {entries.map((entry) => (
          <Card key={entry.id} withBorder padding="md" className={classes.newsCard} component="article">
            {entry.image && (
              <Card.Section>
                <Image src={entry.image} alt="" h={160} fit="cover" loading="lazy" width={400} height={160} />
              </Card.Section>
            )}
            {entry.date && (
              <Text size="xs" c="dimmed" mt="sm">
                <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </Text>
            )}
            <Text component="h3" fw={700} mt={4} className={classes.newsTitle}>
              <NewsTitle entry={entry} widgetName={widget.Name} />
            </Text>
            {entry.subTitle && (
              <Text size="sm" fw={500}>
                {entry.subTitle}
              </Text>
            )}
            {entry.abstract && (
              <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
                {entry.abstract}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </WidgetShell>
  );
}
