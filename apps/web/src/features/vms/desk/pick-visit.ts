import type { Visit } from '@cc/contracts/vms-records';

/**
 * The visit a code typed at the desk names, from the gate search's answer: the visit with that
 * slip code (in or out, so a slip already used says so), else the one inside with that badge or
 * plate, else the only visit inside. Several inside: the guard chooses. None: null.
 */
export function pickVisit(found: readonly Visit[], code: string): Visit | Visit[] | null {
  const upper = code.trim().toUpperCase();
  const inside = found.filter((v) => !v.checkedOutAt);
  const exact =
    found.find((v) => v.slipCode === upper) ??
    inside.find((v) => v.badge?.toUpperCase() === upper || v.plate?.toUpperCase() === upper);
  if (exact) return exact;
  if (inside.length === 1) return inside[0]!;
  if (inside.length > 1) return inside;
  return null;
}
