/**
 * Writes items in groups as they come: the first is written at once, and those added while a
 * write is under way go together in the next one, started as soon as it ends. So each item is
 * recorded within about one write of being added, and a burst costs a few writes, not one each.
 * add() resolves once its item's group is written, or rejects with that write's error.
 */
export function groupCommit<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  type Waiting = { item: T; resolve: () => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.map((w) => w.item));
        for (const w of group) w.resolve();
      } catch (err) {
        for (const w of group) w.reject(err);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
