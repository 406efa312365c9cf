import type { CommunityItem } from '@cc/contracts/session';

/**
 * Spec 5, community switch: an option is disabled when the user is a resident but not on the
 * committee there, when there is only one community, or when it is the current one.
 */
export function isOptionDisabled(
  item: CommunityItem,
  list: readonly CommunityItem[],
  currentID: string | null,
): boolean {
  return (item.isResident && !item.isCommittee) || list.length <= 1 || item.communityID === currentID;
}

/** Confirm stays disabled until a community is chosen, and always when there is only one. */
export function canConfirm(
  chosen: string | null,
  list: readonly CommunityItem[],
  currentID: string | null,
): boolean {
  const item = list.find((c) => c.communityID === chosen);
  return item !== undefined && list.length > 1 && !isOptionDisabled(item, list, currentID);
}
