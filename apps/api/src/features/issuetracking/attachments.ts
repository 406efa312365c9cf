import { TASK_ATTACHMENTS_MAX, taskNoText } from '@cc/contracts/issuetracking';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '../../platform/files/file-storage';
import { recordActivity } from './activity';
import { toAttachment } from './attachment-shape';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { badRequest, conflict, notFound } from './refusals';
import { issueAttachments, type issueTasks } from './tables';
import type { SaveFile } from './upload-files';
import type { Upload } from './upload-form';
import { findVisibleTask } from './visibility-queries';

const IMAGE_SIGNATURES: { ext: string; type: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'png',
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** A photo or a PDF, told by its first bytes (never its name or claimed type), within its kind's size. */
export function attachmentType(bytes: Buffer): { ext: string; contentType: string } {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') {
    if (bytes.length > MAX_PDF_BYTES) throw badRequest('PDF_TOO_LARGE');
    return { ext: 'pdf', contentType: 'application/pdf' };
  }
  const image = IMAGE_SIGNATURES.find((s) => s.matches(bytes));
  if (!image) throw badRequest('ISSUE_ATTACHMENT_TYPE');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest('PICTURE_TOO_LARGE');
  return { ext: image.ext, contentType: image.type };
}

const liveOnTask = (taskId: string) =>
  and(
    eq(issueAttachments.taskId, taskId),
    isNull(issueAttachments.commentId),
    isNull(issueAttachments.removedAt),
  );

/** A task's own attachments (not its comments' photos) still on it, oldest first. */
export async function taskAttachments(w: IssueWork, taskId: string) {
  const rows = await w.tx
    .select()
    .from(issueAttachments)
    .where(w.scope.owns(issueAttachments, liveOnTask(taskId)))
    .orderBy(asc(issueAttachments.createdAt), asc(issueAttachments.id));
  const people = await peopleOf(
    w.tx,
    rows.map((r) => r.uploadedBy),
    w.fileUrl,
  );
  return rows.map((r) => toAttachment(w, people, r));
}

function assertCurrent(task: typeof issueTasks.$inferSelect) {
  if (task.stage === 'CLOSED') throw conflict('ISSUE_TASK_CLOSED_UPDATE', { number: taskNoText(task.no) });
}

/**
 * Attaches files to a current task. The task row is locked first, so two uploads at once are
 * counted one after the other and the task never holds more than the limit.
 */
export async function attachFiles(w: IssueWork, taskId: string, files: Upload[], save: SaveFile) {
  if (files.length === 0) throw badRequest('ISSUE_ATTACHMENT_NONE');
  const typed = files.map((f) => ({ ...f, ...attachmentType(f.bytes) }));
  const task = await findVisibleTask(w.tx, w.scope, w, taskId, { lock: true });
  assertCurrent(task);
  const [held] = await w.tx
    .select({ n: count() })
    .from(issueAttachments)
    .where(w.scope.owns(issueAttachments, liveOnTask(taskId)));
  if (held!.n + typed.length > TASK_ATTACHMENTS_MAX)
    throw badRequest('ISSUE_ATTACHMENT_LIMIT', { max: TASK_ATTACHMENTS_MAX });
  const added: { attachmentID: string; fileName: string }[] = [];
  // A millisecond apart, so they list in the order they were sent.
  for (const [i, f] of typed.entries()) {
    const [row] = await w.tx
      .insert(issueAttachments)
      .values({
        communityId: w.scope.communityId,
        taskId,
        fileKey: await save(f.bytes, f.ext),
        fileName: f.name,
        contentType: f.contentType,
        size: f.bytes.length,
        uploadedBy: w.userId,
        createdAt: new Date(w.now.getTime() + i),
      })
      .returning();
    added.push({ attachmentID: row!.id, fileName: row!.fileName });
  }
  await recordActivity(w, taskId, 'ATTACHED', { added });
  return { task, items: await taskAttachments(w, taskId) };
}

/** Takes an attachment off a current task; the row and file stay, and the activity says who and when. */
export async function detachFile(w: IssueWork, taskId: string, attachmentId: string) {
  const task = await findVisibleTask(w.tx, w.scope, w, taskId, { lock: true });
  assertCurrent(task);
  const [removed] = await w.tx
    .update(issueAttachments)
    .set({ removedAt: w.now, removedBy: w.userId })
    .where(w.scope.owns(issueAttachments, liveOnTask(taskId), eq(issueAttachments.id, attachmentId)))
    .returning();
  if (!removed) throw notFound('ISSUE_ATTACHMENT_NOT_FOUND');
  await recordActivity(w, taskId, 'ATTACHED', {
    removed: { attachmentID: removed.id, fileName: removed.fileName },
  });
  return task;
}
