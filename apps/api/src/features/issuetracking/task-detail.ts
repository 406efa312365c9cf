import { ISSUE_REACTIONS, type IssueTaskDetail } from '@cc/contracts/issuetracking';
import type { IssueWork } from './issue-work';
import { detailParts } from './task-detail-queries';
import { type TaskRow, taskViews } from './task-view';

/**
 * One task as its drawer shows it: the card's fields, its text and closing, the task's own
 * attachments (not its comments' photos) as signed links, reaction counts with the caller's
 * own marked, and who watches it.
 */
export async function taskDetail(w: IssueWork, row: TaskRow): Promise<IssueTaskDetail> {
  const { files, reactions, watchers } = await detailParts(w, row.id);
  const watcherIds = watchers.map((r) => r.userId);
  const { tasks, people } = await taskViews(
    w,
    [row],
    [...watcherIds, ...files.map((f) => f.uploadedBy ?? '')],
  );
  const byEmoji = new Map(reactions.map((r) => [r.emoji, r]));
  return {
    ...tasks[0]!,
    text: row.body,
    closeNote: row.closeNote,
    closePhoto: w.fileUrl(row.closePhotoKey),
    attachments: files.map((f) => ({
      attachmentID: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      url: w.fileUrl(f.fileKey) ?? '',
      uploadedBy: people(f.uploadedBy),
      createdAt: f.createdAt.toISOString(),
    })),
    reactions: ISSUE_REACTIONS.flatMap((emoji) => {
      const r = byEmoji.get(emoji);
      return r ? [{ emoji, count: r.n, mine: !!r.mine }] : [];
    }),
    watchers: watcherIds.flatMap((id) => people(id) ?? []),
    watching: watcherIds.includes(w.userId),
  };
}
