import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../lib/map-limited';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes the first item at once and those added meanwhile together in the next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const add = groupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = add(1);
    const rest = [add(2), add(3), add(4)];
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every item of a failed write, and writes the next ones afresh', async () => {
    let fail = true;
    const add = groupCommit<string>(async () => {
      if (fail) throw new Error('database down');
    });
    const failed = add('a');
    await expect(failed).rejects.toThrow('database down');
    fail = false;
    await expect(add('b')).resolves.toBeUndefined();
  });
});

describe('mapLimited', () => {
  it('never runs more than the limit at once, and answers in order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 10;
    });
    expect(most).toBe(2);
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
  });
});
