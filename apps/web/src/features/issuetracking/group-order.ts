/** A group's place in the list. */
interface Placed {
  groupID: string;
  position: number;
}

/**
 * The position changes that move the group at `index` one place up (-1) or down (+1): every
 * group whose new index differs from its stored position gets its index, so ties and gaps left
 * by archived groups heal on the first move.
 */
export function positionsAfterMove(list: readonly Placed[], index: number, by: -1 | 1) {
  const target = index + by;
  if (target < 0 || target >= list.length) return [];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next.flatMap((g, i) => (g.position === i ? [] : [{ groupID: g.groupID, position: i }]));
}
