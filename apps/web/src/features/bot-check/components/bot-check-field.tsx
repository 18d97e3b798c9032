import type { BotAction } from '@conto-gioco/shared/bot-check';
import type { BotCheckPayload } from '@/lib/bot-check';
import { it } from '@/messages/it';
import classes from './bot-check-field.module.css';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

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
  onPayload: (payload: BotCheckPayload) => void;
};

// The widget and its code (about 32 KB gzip) load when the player first touches the form that shows
// it, never with the page's first load; solving takes well under a second, while the player types.
// If they cannot be fetched the field stays empty: the form still works, and the server's bot-check
// refusal tells the player to try again.
const AltchaField = lazy((): Promise<{ default: ComponentType<BotCheckFieldProps> }> =>
  import('./altcha-field').catch(() => ({ default: () => null })),
);

/** The widget's height, kept while it loads: nothing below it moves. */
const HEIGHT = 62;

/** Once a player has touched a protected form, later fields (a retry, another form) load at once. */
let armed = false;
const ARMING_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

export function BotCheckField(props: BotCheckFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(armed);
  useEffect(() => {
    if (load) return;
    const scope = box.current?.closest('form') ?? document;
    const arm = () => {
      armed = true;
      setLoad(true);
    };
    for (const event of ARMING_EVENTS) scope.addEventListener(event, arm, { once: true });
    return () => {
      for (const event of ARMING_EVENTS) scope.removeEventListener(event, arm);
    };
  }, [load]);
  // Without Web Workers (very old browsers, the test DOM) nothing can be solved: nothing loads, and
  // the form sends no payload (the server refuses it with the bot-check code).
  if (typeof Worker === 'undefined') return null;
  return (
    <div ref={box} style={{ minHeight: HEIGHT }} data-testid="bot-check">
      {load ? (
        <Suspense fallback={null}>
          <AltchaField {...props} />
        </Suspense>
      ) : (
        <p className={classes.pending}>{it.botCheck.pending}</p>
      )}
    </div>
  );
}
