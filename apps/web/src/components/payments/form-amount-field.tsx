import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from './amount-field';

type FormAmountFieldProps<Values extends FieldValues> = Omit<
  AmountFieldProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<Values>;
  /** The form's field holding the amount as typed, in euro. */
  name: FieldPathByValue<Values, string>;
};

/** The amount field of a react-hook-form form (deposit, withdrawal), with its rule's message. */
export function FormAmountField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormAmountFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <AmountField
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
