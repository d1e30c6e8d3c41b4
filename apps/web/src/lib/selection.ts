/** A copy of `set` with `item` in it (`on`) or not: for ticking checkboxes in React state. */
export function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

/** A copy of `map` with `key` set to `value` (`on`) or removed. */
export function toggledEntry<K, V>(
  map: ReadonlyMap<K, V>,
  key: K,
  value: V,
  on: boolean,
): ReadonlyMap<K, V> {
  const next = new Map(map);
  if (on) next.set(key, value);
  else next.delete(key);
  return next;
}
