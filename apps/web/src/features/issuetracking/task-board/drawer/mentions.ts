import type { IssuePerson } from '@cc/contracts/issuetracking';

/**
 * The people a comment mentions: those picked from the @ list whose `@name` is still in the
 * text when it is sent (deleting the name un-mentions them). Each once, in picking order.
 */
export function mentionedIDs(text: string, picked: readonly IssuePerson[]): string[] {
  const ids: string[] = [];
  for (const p of picked) if (text.includes(`@${p.name}`) && !ids.includes(p.userID)) ids.push(p.userID);
  return ids;
}
