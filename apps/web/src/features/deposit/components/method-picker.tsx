import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Button, Stack, Title, UnstyledButton } from '@mantine/core';
import { itDeposit } from '@/messages/it-deposit';
import classes from './deposit.module.css';

/** On mobile 6 methods show until 'Altri metodi di pagamento'; elsewhere up to 1000 (money.md §9). */
export const MOBILE_METHODS = 6;
export const MAX_METHODS = 1000;

type MethodPickerProps = {
  methods: PaymentMethod[];
  selectedId: number | null;
  onSelect: (method: PaymentMethod) => void;
  mobile: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
};

/** The payment-method icons, the selected one pressed. */
export function MethodPicker({
  methods,
  selectedId,
  onSelect,
  mobile,
  expanded,
  onExpandedChange,
}: MethodPickerProps) {
  const limit = mobile && !expanded ? MOBILE_METHODS : MAX_METHODS;
  const shown = methods.slice(0, limit);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="deposit-methods-title">
        {itDeposit.methods.label}
      </Title>
      <ul className={classes.methods} id="deposit-methods" aria-labelledby="deposit-methods-title">
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
          aria-controls="deposit-methods"
          onClick={() => onExpandedChange(!expanded)}
          rightSection={
            <i className={expanded ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />
          }
          style={{ alignSelf: 'center' }}
        >
          {expanded ? itDeposit.methods.less : itDeposit.methods.more}
        </Button>
      )}
    </Stack>
  );
}
