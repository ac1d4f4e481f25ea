/**
 * Coalesces calls per key into batches, so a statement that many requests make at once runs once for all of them
 * (under load every search counted its rate-limit hit and checked the catalogue version with a statement
 * of its own). At most one `run` is in flight per key; the calls that arrive meanwhile wait and go together in the
 * next run, never in the one in flight, which was sent before they arrived (so a batch's answer is at least as new
 * as each of its calls). With nothing in flight a call runs at once, alone: no delay when the server is quiet.
 *
 * `run(key, items)` answers one result per item, in order; an item whose result is an Error fails that call alone
 * (a batched insert's row that could not be stored), and if `run` itself fails, every call of its batch fails.
 */
export function coalescePerKey<K, I, R>(
  run: (key: K, items: I[]) => Promise<(R | Error)[]>,
): (key: K, item: I) => Promise<R> {
  interface Waiting {
    item: I;
    resolve(result: R): void;
    reject(error: unknown): void;
  }
  const queued = new Map<K, Waiting[]>();
  const running = new Set<K>();

  const start = (key: K): void => {
    const batch = queued.get(key);
    if (batch === undefined) return;
    queued.delete(key);
    running.add(key);
    const settle = (results: (R | Error)[]) => {
      if (results.length !== batch.length) throw new Error(`${batch.length} items got ${results.length} results`);
      batch.forEach((waiting, i) => {
        const result = results[i]!;
        if (result instanceof Error) waiting.reject(result);
        else waiting.resolve(result);
      });
    };
    Promise.resolve()
      .then(() =>
        run(
          key,
          batch.map((waiting) => waiting.item),
        ),
      )
      .then(settle)
      .catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)))
      .finally(() => {
        running.delete(key);
        start(key);
      });
  };

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const batch = queued.get(key);
      if (batch) batch.push({ item, resolve, reject });
      else queued.set(key, [{ item, resolve, reject }]);
      if (!running.has(key)) start(key);
    });
}
