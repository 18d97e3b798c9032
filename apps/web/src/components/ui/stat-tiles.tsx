import { Paper, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import classes from './stat-tiles.module.css';

export type Stat = { label: string; value: string };

/**
 * A screen's summary figures as small tiles, named as a group for screen readers (the totals of
 * the bonus, coupon and promotion lists, the fidelity points).
 */
export function StatTiles({
  label,
  stats,
  cols,
  size = 'lg',
}: {
  label: string;
  stats: Stat[];
  cols: SimpleGridProps['cols'];
  /** 'sm' for values as long as a date and time, which must fit a half-width tile on a phone. */
  size?: 'lg' | 'sm';
}) {
  return (
    <SimpleGrid cols={cols} spacing="xs" className={classes.tiles} role="group" aria-label={label}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="xs">
          <Text size="xs" c="dimmed">
            {stat.label}
          </Text>
          <Text fw={700} className={size === 'sm' ? classes.small : classes.large}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
