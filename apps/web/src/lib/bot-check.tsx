import type { BotAction } from '@conto-gioco/shared/bot-check';
import { useState, type ReactNode } from 'react';

/** What a solved bot check gives a request's `recaptcha` field; null while there is none. */
export type BotCheckPayload = string | null;

/**
 * The bot-protection field of one action, given by the app (the bot-check feature's ALTCHA
 * widget): features cannot import it, and its widget code stays in a lazy chunk of its own.
 */
export type BotCheckRender = (action: BotAction, onPayload: (payload: BotCheckPayload) => void) => ReactNode;

/** How long a request waits for the bot check to be solved before going without it. */
const BOT_CHECK_WAIT_MS = 15_000;

/** Where the field's payload waits for the request that takes it (one per hook, never re-created). */
function createPayloadBox() {
  let payload: BotCheckPayload = null;
  const waiting: ((payload: BotCheckPayload) => void)[] = [];
  return {
    receive(value: BotCheckPayload) {
      payload = value;
      if (value) for (const resolve of waiting.splice(0)) resolve(value);
    },
    take(enabled: boolean): Promise<BotCheckPayload> {
      if (payload || !enabled) return Promise.resolve(payload);
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(() => resolve(null), BOT_CHECK_WAIT_MS);
      });
    },
    clear() {
      payload = null;
    },
  };
}

/** The bot check of a form: the field to render, the payload it solved, and its renewal after use. */
export type BotCheck = {
  /** The field, or null when the app gives none. */
  field: ReactNode;
  /** The payload, waiting for the field to solve its challenge when it has not yet. */
  solved: () => Promise<BotCheckPayload>;
  /** The payload went with a request: a new field solves a new one (a payload is good for one request). */
  spent: () => void;
};

/** The bot check of one action, for the login, registration, migration and recovery forms. */
export function useBotCheck(render: BotCheckRender | undefined, action: BotAction): BotCheck {
  // Without Web Workers the field solves nothing (it loads nothing): no reason to wait.
  const enabled = render !== undefined && typeof Worker !== 'undefined';
  const [key, setKey] = useState(0);
  const [box] = useState(createPayloadBox);
  return {
    field: render ? <div key={key}>{render(action, box.receive)}</div> : null,
    solved: () => box.take(enabled),
    spent() {
      box.clear();
      setKey((value) => value + 1);
    },
  };
}
