import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import '../lib/altcha';
import type { BotCheckFieldProps } from './bot-check-field';

type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
type AltchaElement = HTMLElement & { verify(): Promise<unknown> };

/** The widget's options: in Italian, solved by itself (no click), no tracking of pointer movements. */
const CONFIGURATION = JSON.stringify({
  hideFooter: true,
  humanInteractionSignature: false,
  minDuration: 200,
});

/** The ALTCHA widget itself, in the chunk that also brings the widget's code. */
export default function AltchaField({ action, onPayload }: BotCheckFieldProps) {
  const widget = useRef<AltchaElement>(null);
  const report = useRef(onPayload);

  useEffect(() => {
    report.current = onPayload;
  });

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: AltchaState; payload: string | null }>)
        .detail;
      report.current(state === 'verified' && payload ? payload : null);
      // An unused solution expires with its challenge: solve a new one straight away.
      if (state === 'expired') void element.verify();
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <altcha-widget
      ref={widget}
      challenge={`/api/Account/BotCheckChallenge?action=${action}`}
      auto="onload"
      language="it"
      name="recaptcha"
      configuration={CONFIGURATION}
      style={{ '--altcha-max-width': '100%' }}
    />
  );
}
