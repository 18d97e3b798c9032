import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** Widgets a player hid with 'Nascondi' (§2), per player; guests per browser. */
export const hiddenWidgetsKey = (username: string | null) =>
  `CmsHiddenWidgets:${username ? username.toLowerCase() : 'guest'}`;

function read(username: string | null): number[] {
  try {
    const value: unknown = JSON.parse(readStorage(hiddenWidgetsKey(username)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function useHiddenWidgets(username: string | null) {
  const [state, setState] = useState(() => ({ username, ids: read(username) }));
  // Another player logged in: read their list.
  const ids = state.username === username ? state.ids : read(username);
  if (state.username !== username) setState({ username, ids });
  const hide = useCallback(
    (id: number) => {
      const next = [...new Set([...read(username), id])];
      writeStorage(hiddenWidgetsKey(username), JSON.stringify(next));
      setState({ username, ids: next });
    },
    [username],
  );
  return { hidden: new Set(ids), hide };
}
