import type { BotAction } from '@conto-gioco/shared/bot-check';
import { useState, type ReactNode } from 'react';

/** How long a call waits for the bot check to be solved before going without it. */
const BOT_CHECK_WAIT_MS = 15_000;

/** The bot-protection field, given by the app (the bot-check feature's ALTCHA widget). */
export type BotCheckRender = (action: BotAction, onPayload: (payload: string | null) => void) => ReactNode;

/** Where the field's payload waits for the call that sends it (one per hook, never re-created). */
function createPayloadBox() {
  let payload: string | null = null;
  const waiting: ((payload: string | null) => void)[] = [];
  return {
    receive(value: string | null) {
      payload = value;
      if (value) for (const resolve of waiting.splice(0)) resolve(value);
    },
    take(enabled: boolean): Promise<string | null> {
      if (payload || !enabled) return Promise.resolve(payload);
      return new Promise<string | null>((resolve) => {
        waiting.push(resolve);
        setTimeout(() => resolve(null), BOT_CHECK_WAIT_MS);
      });
    },
    clear() {
      payload = null;
    },
  };
}

/**
 * The bot-protection field of one action and its payload: `field` to render, `solved()` waits for
 * the payload, `spent()` after the request mounts a new field (a payload is good for one request).
 */
export function useBotCheck(render: BotCheckRender | undefined, action: BotAction) {
  // Without Web Workers the field solves nothing (it loads nothing): no reason to wait.
  const enabled = render !== undefined && typeof Worker !== 'undefined';
  const [key, setKey] = useState(0);
  const [box] = useState(createPayloadBox);
  return {
    field: render ? <div key={key}>{render(action, box.receive)}</div> : null,
    /** The payload, waiting for the field to solve its challenge when it has not yet. */
    solved: () => box.take(enabled),
    /** The payload went with a request: the next one needs a new solution. */
    spent() {
      box.clear();
      setKey((value) => value + 1);
    },
  };
}
