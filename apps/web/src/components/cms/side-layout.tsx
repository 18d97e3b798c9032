import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** From tablet up: the content pages' side navigation (a quarter) beside their text. */
export function SideLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>{nav}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>{children}</Grid.Col>
    </Grid>
  );
}
