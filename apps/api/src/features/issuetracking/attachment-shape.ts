import type { IssuePerson } from '@cc/contracts/issuetracking';
import type { IssueWork } from './issue-work';
import type { People } from './people';
import type { issueAttachments } from './tables';

type Attachment = typeof issueAttachments.$inferSelect;

/** An attachment or comment photo as readers see it: its signed link lasts minutes, so it is made per answer. */
export const toAttachment = (w: Pick<IssueWork, 'fileUrl'>, people: People, a: Attachment) => ({
  attachmentID: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
  url: w.fileUrl(a.fileKey) ?? '',
  uploadedBy: people(a.uploadedBy) satisfies IssuePerson | null,
  createdAt: a.createdAt.toISOString(),
});
