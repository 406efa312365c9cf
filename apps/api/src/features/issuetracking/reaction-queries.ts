import { ISSUE_REACTIONS, type IssueReaction } from '@cc/contracts/issuetracking';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { issueReactions } from './tables';

export type ReactionCount = { emoji: IssueReaction; count: number; mine: boolean };

/**
 * The counts of each emoji on many targets at once (a page of comments costs one query), in the
 * order of the six, with whether the caller is among them. Emoji nobody chose are left out.
 */
export async function reactionCounts(
  w: IssueWork,
  on: { taskId: string } | { commentIds: string[] },
): Promise<Map<string, ReactionCount[]>> {
  const byComment = 'commentIds' in on;
  if (byComment && on.commentIds.length === 0) return new Map();
  const key = byComment ? issueReactions.commentId : issueReactions.taskId;
  const rows = await w.tx
    .select({
      target: key,
      emoji: issueReactions.emoji,
      count: count(),
      mine: sql<boolean>`bool_or(${issueReactions.userId} = ${w.userId})`,
    })
    .from(issueReactions)
    .where(
      w.scope.owns(
        issueReactions,
        byComment
          ? inArray(issueReactions.commentId, on.commentIds)
          : and(eq(issueReactions.taskId, on.taskId), isNull(issueReactions.commentId)),
      ),
    )
    .groupBy(key, issueReactions.emoji);
  const found = new Map<string, ReactionCount[]>();
  for (const r of rows) {
    const list = found.get(r.target!) ?? [];
    list.push({ emoji: r.emoji, count: r.count, mine: !!r.mine });
    found.set(r.target!, list);
  }
  const order = (e: IssueReaction) => ISSUE_REACTIONS.indexOf(e);
  for (const list of found.values()) list.sort((a, b) => order(a.emoji) - order(b.emoji));
  return found;
}
