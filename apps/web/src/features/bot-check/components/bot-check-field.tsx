import type { BotAction } from '@conto-gioco/shared/bot-check';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The bot-protection field (ALTCHA) of a form. Interface fixed for the forms that use it
 * (login, security question, registration).
 *
 * It renders the widget and reports the payload to send in the request's `recaptcha` field
 * (null until the challenge is solved, and again after `reset`). A payload is good for one request:
 * to get a new one, mount the field again (a new React `key`).
 */
export type { BotAction };

export type BotCheckFieldProps = {
  action: BotAction;
  onPayload: (payload: string | null) => void;
};

// The widget and its code load with the first form that shows it, never with the page's first load.
// If they cannot be fetched the field stays empty: the form still works, and the server's bot-check
// refusal tells the player to try again.
const AltchaField = lazy((): Promise<{ default: ComponentType<BotCheckFieldProps> }> =>
  import('./altcha-field').catch(() => ({ default: () => null })),
);

/** The widget's height, kept while it loads: nothing below it moves. */
const HEIGHT = 62;

export function BotCheckField(props: BotCheckFieldProps) {
  // Without Web Workers (very old browsers, the test DOM) nothing can be solved: nothing loads, and
  // the form sends no payload (the server refuses it with the bot-check code).
  if (typeof Worker === 'undefined') return null;
  return (
    <div style={{ minHeight: HEIGHT }} data-testid="bot-check">
      <Suspense fallback={null}>
        <AltchaField {...props} />
      </Suspense>
    </div>
  );
}
