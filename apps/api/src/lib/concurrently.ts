/**
 * Runs `work` on every item, at most `limit` at a time (items start in order). `work` handles its
 * own failures: the first one it lets through rejects the whole, after the running ones finish.
 */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
