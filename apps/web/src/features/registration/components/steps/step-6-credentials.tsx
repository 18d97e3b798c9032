import { step6Schema } from '@conto-gioco/shared/registration';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { username as usernameRule } from '@conto-gioco/shared/validation/registration-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader, PasswordInput, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { BotCheck } from '@/lib/bot-check';
import { itRegistration } from '@/messages/it-registration';
import { checkNick } from '../../api/check-nick';
import type { Draft } from '../../lib/draft';
import { StepForm } from '../step-form';

const t = itRegistration.step6;

/** Quiet time after the last key before the username is checked. */
export const CHECK_NICK_DEBOUNCE_MS = 500;

type Availability = 'idle' | 'checking' | 'available' | 'taken';

type Step6Props = {
  draft: Draft;
  /** Module CredentialCheck_Enabled: the username's availability is checked as it is typed. */
  checkAvailability: boolean;
  /**
   * The bot check of CheckNick (AccountCheckNick). The server takes the same solution for every
   * check until it expires; a refused check asks for a new one (`spent`).
   */
  bot: BotCheck;
  onNext: (values: Partial<Draft>) => void;
};

const usernameSchema = usernameRule();

/**
 * Step 6: username (its availability checked, debounced, when the module is on), password and the
 * password again. A username found taken keeps the player here with 'Nome utente non disponibile'.
 */
export function Step6Credentials({ draft, checkAvailability, bot, onNext }: Step6Props) {
  const form = useForm<z.input<typeof step6Schema>, unknown, z.output<typeof step6Schema>>({
    resolver: zodResolver(step6Schema),
    defaultValues: {
      username: draft.username ?? '',
      password: draft.password ?? '',
      confermaPassword: draft.confermaPassword ?? '',
    },
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'username' }) ?? '';
  const [debounced] = useDebouncedValue(typed.trim(), CHECK_NICK_DEBOUNCE_MS);
  const [availability, setAvailability] = useState<{ username: string; state: Availability }>({
    username: '',
    state: 'idle',
  });
  // The check of the latest username, awaited by a submit that comes before its answer.
  const pending = useRef<Promise<boolean> | null>(null);
  // The checks run from effects: they use the bot check of the latest render.
  const latestBot = useRef(bot);
  useEffect(() => {
    latestBot.current = bot;
  });

  const checkable = checkAvailability && usernameSchema.safeParse(debounced).success;
  useEffect(() => {
    if (!checkable) {
      pending.current = null;
      return;
    }
    const controller = new AbortController();
    pending.current = (async () => {
      const recaptcha = await latestBot.current.solved();
      if (controller.signal.aborted) return true;
      try {
        const available = await checkNick(debounced, recaptcha, controller.signal);
        setAvailability({ username: debounced, state: available ? 'available' : 'taken' });
        return available;
      } catch {
        // A check that could not be made does not hold the player up: the server decides at the end.
        // The bot-check solution may be what was refused: the next check gets a new one.
        if (!controller.signal.aborted) setAvailability({ username: debounced, state: 'idle' });
        latestBot.current.spent();
        return true;
      }
    })();
    return () => controller.abort();
  }, [checkable, debounced]);

  const availableNow = async (name: string): Promise<boolean> => {
    if (name === debounced && pending.current) return pending.current;
    const recaptcha = await latestBot.current.solved();
    try {
      const available = await checkNick(name, recaptcha);
      setAvailability({ username: name, state: available ? 'available' : 'taken' });
      return available;
    } catch {
      latestBot.current.spent();
      return true;
    }
  };

  // Until the answer for what is typed arrives, the check is under way.
  const current: Availability =
    availability.username === typed.trim()
      ? availability.state
      : checkAvailability && usernameSchema.safeParse(typed.trim()).success
        ? 'checking'
        : 'idle';
  const takenError = current === 'taken' ? VALIDATION_MESSAGES.usernameTaken : undefined;

  return (
    <StepForm
      title={t.title}
      onSubmit={(event) =>
        void form.handleSubmit(async (values) => {
          if (checkAvailability) {
            const known = availability.username === values.username ? availability.state : 'idle';
            if (known === 'taken') return;
            // Not known yet (typed faster than the debounce): wait for the check under way, or check now.
            if (known !== 'available' && !(await availableNow(values.username))) return;
          }
          onNext(values);
        })(event)
      }
    >
      <TextInput
        label={t.username}
        description={
          current === 'checking' ? t.checking : current === 'available' ? t.available : t.usernameHint
        }
        withAsterisk
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        rightSection={
          current === 'checking' ? (
            <Loader size="xs" />
          ) : current === 'available' ? (
            <i className="ri-check-line" aria-hidden style={{ color: 'var(--mantine-color-green-8)' }} />
          ) : undefined
        }
        error={errors.username?.message ?? takenError}
        {...form.register('username')}
      />
      <PasswordInput
        label={t.password}
        description={t.passwordHint}
        withAsterisk
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label={t.confermaPassword}
        withAsterisk
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
        error={errors.confermaPassword?.message}
        {...form.register('confermaPassword')}
      />
      {checkAvailability && bot.field}
    </StepForm>
  );
}
