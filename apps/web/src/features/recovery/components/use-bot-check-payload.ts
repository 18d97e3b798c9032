import { useRef, useState, type ReactNode } from 'react';

/** How long a submit waits for the bot check to be solved before sending without it. */
const BOT_CHECK_WAIT_MS = 15_000;

/**
 * The bot-protection payload of a form (the field itself comes from the app, as a render prop):
 * the latest payload, submits waiting for one, and a key that mounts a new field after each use,
 * since a payload is good for one request.
 */
export function useBotCheckPayload(withField: boolean) {
  // Without Web Workers the field cannot solve anything (it loads nothing): no reason to wait.
  const enabled = withField && typeof Worker !== 'undefined';
  const [key, setKey] = useState(0);
  const payload = useRef<string | null>(null);
  const waiting = useRef<((payload: string | null) => void)[]>([]);
  return {
    key,
    onPayload(value: string | null) {
      payload.current = value;
      if (value) for (const resolve of waiting.current.splice(0)) resolve(value);
    },
    /** The payload, waiting for the field to solve its challenge when it has not yet. */
    solved(): Promise<string | null> {
      if (payload.current || !enabled) return Promise.resolve(payload.current);
      return new Promise((resolve) => {
        waiting.current.push(resolve);
        setTimeout(() => resolve(null), BOT_CHECK_WAIT_MS);
      });
    },
    /** The payload went with a request: the next one needs a new solution. */
    spent() {
      payload.current = null;
      setKey((value) => value + 1);
    },
  };
}

export type BotCheckRender = (onPayload: (payload: string | null) => void) => ReactNode;
