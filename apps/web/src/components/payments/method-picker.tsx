import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Button, Stack, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import classes from './payments.module.css';

/** On mobile 6 methods show until 'Altri metodi di pagamento' (money.md §2, §9). */
export const MOBILE_METHODS = 6;

export type MethodPickerTexts = { label: string; more: string; less: string };

type MethodPickerProps = {
  methods: PaymentMethod[];
  selectedId: number | null;
  onSelect: (method: PaymentMethod) => void;
  mobile: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  texts: MethodPickerTexts;
  /** At most this many methods, opened or not (none by default). */
  max?: number;
};

/** The method buttons (icon and name), the selected one pressed. */
export function MethodPicker({
  methods,
  selectedId,
  onSelect,
  mobile,
  expanded,
  onExpandedChange,
  texts,
  max,
}: MethodPickerProps) {
  const id = useId();
  const listId = `${id}-methods`;
  const titleId = `${id}-methods-title`;
  const limit = mobile && !expanded ? MOBILE_METHODS : max;
  const shown = limit === undefined ? methods : methods.slice(0, limit);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id={titleId}>
        {texts.label}
      </Title>
      <ul className={classes.methods} id={listId} aria-labelledby={titleId}>
        {shown.map((method) => (
          <li key={method.Id}>
            <UnstyledButton
              className={classes.method}
              aria-pressed={method.Id === selectedId}
              onClick={() => onSelect(method)}
            >
              <i className={`ri-${method.Icon} ${classes.methodIcon}`} aria-hidden />
              <span className={classes.methodName}>{method.NameLong}</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {mobile && methods.length > MOBILE_METHODS && (
        <Button
          variant="subtle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => onExpandedChange(!expanded)}
          rightSection={
            <i className={expanded ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />
          }
          style={{ alignSelf: 'center' }}
        >
          {expanded ? texts.less : texts.more}
        </Button>
      )}
    </Stack>
  );
}
