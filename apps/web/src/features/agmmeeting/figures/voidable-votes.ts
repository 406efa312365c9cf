import type { AgmVoteAudit } from '@cc/contracts/agmmeeting';

/**
 * The log entries that may be voided now: for each unit on each open item, its latest entry,
 * when that entry is a cast or a change (a void already ended it). Those are exactly the votes
 * that count at this moment; earlier entries were replaced and a closed item's result is fixed.
 * The entries come oldest first, as the log sends them.
 */
export function voidableEntryIDs(
  entries: readonly AgmVoteAudit[],
  openItemIDs: ReadonlySet<string>,
): Set<string> {
  const latest = new Map<string, AgmVoteAudit>();
  for (const e of entries) if (openItemIDs.has(e.itemID)) latest.set(`${e.itemID}/${e.unitID}`, e);
  return new Set([...latest.values()].filter((e) => e.action !== 'VOID').map((e) => e.entryID));
}
