import { changePasswordForm, type ChangePasswordForm as Fields } from '@conto-gioco/shared/recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { itRecovery } from '@/messages/it-recovery';
import { useChangePassword } from '../api/change-password';

type ChangePasswordFormProps = {
  /** The server's confirmation: every session of the player is closed, the app logs out. */
  onChanged: (description: string) => void;
};

const t = itRecovery.changePassword;

/** Change password (access.md §5): old, new and repeated new password; the registration's rule. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const form = useForm<Fields>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const change = useChangePassword({ onSuccess: onChanged });
  const { errors } = form.formState;
  const failure = change.error
    ? change.error instanceof ApiError && change.error.message
      ? change.error.message
      : itRecovery.connectionError
    : null;

  return (
    <form
      noValidate
      aria-label={t.form}
      onSubmit={form.handleSubmit((values) => {
        change.reset();
        change.mutate(values);
      })}
    >
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            title={t.errorTitle}
            icon={<i className="ri-error-warning-line" aria-hidden />}
          >
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t.oldPassword}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <PasswordInput
          label={t.newPassword}
          description={t.rule}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label={t.newPasswordConfirm}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
          error={errors.newPasswordConfirm?.message}
          {...form.register('newPasswordConfirm')}
        />
        <Text size="sm" c="dimmed">
          {t.afterChange}
        </Text>
        <Button type="submit" fullWidth loading={change.isPending}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
