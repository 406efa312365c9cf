/**
 * The agenda after moving the item at `from` to `to` (both clamped to the list), by drag or by
 * the keyboard's up and down: a new array, the others keeping their relative order.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
