import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Grid, Paper } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MethodPicker, type MethodPickerTexts } from './method-picker';
import classes from './payments.module.css';

type MethodsLayoutProps = {
  methods: PaymentMethod[];
  /** The method selected first (the first listed by default). */
  initialId?: number;
  /** Whether the list starts opened on mobile. */
  initiallyExpanded?: boolean;
  mobile: boolean;
  pickerTexts: MethodPickerTexts;
  /** At most this many methods in the picker (none by default). */
  maxMethods?: number;
  /** The selected method's panel: its details and its form. */
  children: (selected: PaymentMethod) => ReactNode;
};

/**
 * The method buttons beside the selected method's panel (the first method's unless told); on
 * mobile the panel is below, and choosing a method brings it into view (money.md §9).
 */
export function MethodsLayout({
  methods,
  initialId,
  initiallyExpanded = false,
  mobile,
  pickerTexts,
  maxMethods,
  children,
}: MethodsLayoutProps) {
  const [selectedId, setSelectedId] = useState(initialId);
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const panel = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (!mobile || picked === 0) return;
    const timer = window.setTimeout(() => panel.current?.scrollIntoView({ behavior: 'smooth' }), 100);
    return () => window.clearTimeout(timer);
  }, [mobile, picked]);
  const selected = methods.find((method) => method.Id === selectedId) ?? methods[0];
  if (!selected) return null;

  return (
    <Grid gutter={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <MethodPicker
          methods={methods}
          selectedId={selected.Id}
          onSelect={(method) => {
            setSelectedId(method.Id);
            setPicked((count) => count + 1);
          }}
          mobile={mobile}
          expanded={expanded}
          onExpandedChange={setExpanded}
          texts={pickerTexts}
          max={maxMethods}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          className={classes.panel}
          ref={panel}
          component="section"
          aria-label={selected.NameLong}
        >
          {children(selected)}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
