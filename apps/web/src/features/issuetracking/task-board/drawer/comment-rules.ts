import { COMMENT_EDIT_MINUTES, type IssueComment } from '@cc/contracts/issuetracking';

/** Whether the author's edit window is still open (the server decides; this hides a dead button). */
export const stillEditable = (c: IssueComment, now = Date.now()) =>
  c.canEdit && !c.deleted && now - Date.parse(c.createdAt) < COMMENT_EDIT_MINUTES * 60_000;
