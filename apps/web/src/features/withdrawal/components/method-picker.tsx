import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Button, Stack, Title, UnstyledButton } from '@mantine/core';
import { itWithdrawal } from '@/messages/it-withdrawal';
import classes from './withdrawal.module.css';

/** The deposit's layout (money.md §2, §9): on mobile 6 methods show until the list is opened. */
export const MOBILE_METHODS = 6;

type MethodPickerProps = {
  methods: PaymentMethod[];
  selectedId: number;
  onSelect: (method: PaymentMethod) => void;
  mobile: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
};

/** The withdrawal-method buttons, the selected one pressed. */
export function MethodPicker({
  methods,
  selectedId,
  onSelect,
  mobile,
  expanded,
  onExpandedChange,
}: MethodPickerProps) {
  const shown = mobile && !expanded ? methods.slice(0, MOBILE_METHODS) : methods;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="withdrawal-methods-title">
        {itWithdrawal.methods.label}
      </Title>
      <ul className={classes.methods} id="withdrawal-methods" aria-labelledby="withdrawal-methods-title">
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
          aria-controls="withdrawal-methods"
          onClick={() => onExpandedChange(!expanded)}
          rightSection={
            <i className={expanded ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />
          }
          style={{ alignSelf: 'center' }}
        >
          {expanded ? itWithdrawal.methods.less : itWithdrawal.methods.more}
        </Button>
      )}
    </Stack>
  );
}
