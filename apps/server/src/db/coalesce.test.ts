import { describe, expect, it } from 'vitest';
import { coalescePerKey } from './coalesce.js';

/** A run that records each batch and waits until the test lets it finish. */
function recorder() {
  const batches: { key: string; items: number[]; finish: (error?: Error) => void }[] = [];
  const run = (key: string, items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        key,
        items,
        finish: (error) => (error ? reject(error) : resolve(items.map((item) => `${key}:${item}`))),
      });
    });
  return { batches, call: coalescePerKey(run) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescePerKey', () => {
  it('runs a call at once when nothing is in flight', async () => {
    const { batches, call } = recorder();
    const answer = call('a', 1);
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    await expect(answer).resolves.toBe('a:1');
  });

  it('sends the calls that arrive during a run together in the next run, each answered its own result', async () => {
    const { batches, call } = recorder();
    const first = call('a', 1);
    await tick();
    const waiting = [call('a', 2), call('a', 3), call('a', 4)];
    await tick();
    // One in flight per key: the three wait for the first run, never join it.
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    await expect(first).resolves.toBe('a:1');
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    await expect(Promise.all(waiting)).resolves.toEqual(['a:2', 'a:3', 'a:4']);
  });

  it('runs different keys independently', async () => {
    const { batches, call } = recorder();
    const answers = [call('a', 1), call('b', 1)];
    await tick();
    expect(batches.map((b) => b.key)).toEqual(['a', 'b']);
    batches[1]!.finish();
    batches[0]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['a:1', 'b:1']);
  });

  it('fails every call of a failed run, and the next batch still runs', async () => {
    const { batches, call } = recorder();
    const first = call('a', 1);
    await tick();
    const second = call('a', 2);
    batches[0]!.finish(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    await tick();
    batches[1]!.finish();
    await expect(second).resolves.toBe('a:2');
  });

  it('fails only the call whose result is an Error; the others of its batch get theirs', async () => {
    const call = coalescePerKey(async (_key: string, items: number[]) =>
      items.map((item) => (item === 2 ? new Error(`item ${item} refused`) : `ok:${item}`)),
    );
    const first = call('a', 1);
    const batch = [call('a', 2), call('a', 3)];
    await expect(first).resolves.toBe('ok:1');
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
    await expect(batch[0]).rejects.toThrow('item 2 refused');
    await expect(batch[1]).resolves.toBe('ok:3');
  });

  it('fails the batch when a run answers the wrong number of results', async () => {
    const call = coalescePerKey(async (_key: string, _items: number[]) => [] as string[]);
    await expect(call('a', 1)).rejects.toThrow('1 items got 0 results');
  });
});
