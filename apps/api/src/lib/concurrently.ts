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

/**
 * Visits every row `nextBatch` answers, in id order, one batch at a time (each asked for with the
 * last id seen) and `limit` rows of it at once, until a batch comes back empty.
 */
export async function eachInBatches<T extends { id: number }>(
  nextBatch: (afterId: number) => Promise<T[]>,
  limit: number,
  work: (row: T) => Promise<void>,
): Promise<void> {
  for (let after = 0; ;) {
    const batch = await nextBatch(after);
    if (batch.length === 0) return;
    after = batch.at(-1)!.id;
    await eachConcurrently(batch, limit, work);
  }
}
