import type {
  TutorialCreateInput,
  TutorialDetail,
  TutorialItem,
  TutorialKind,
  TutorialUpdateInput,
} from '@cc/contracts/tutorial';
import { recordAudit } from '../../platform/audit/record-audit';
import { keyOf, ownerSegment } from '../../platform/files/file-keys';
import { badRequest, conflict } from './refusals';
import { sanitizeGuide } from './sanitize-guide';
import { checkContent } from './tutorial-content';
import {
  findRow,
  insertItem,
  ownRowForChange,
  toDetail,
  toItem,
  updateRow,
  upsertProgress,
} from './tutorial-queries';
import type { TutorialWork } from './tutorial-work';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: TutorialWork, action: string, item: TutorialItem, before?: TutorialItem) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `tutorial.${action}`,
    target: item.itemID,
    before,
    after: { ...item, fileUrl: null },
  });

/** The extensions an upload may have for each kind that takes one. */
export const FILE_EXTENSIONS: Partial<Record<TutorialKind, readonly string[]>> = {
  VIDEO: ['mp4'],
  PR: ['pdf', 'jpg', 'png', 'webp'],
};

/**
 * A file key from the body must be one this community uploaded for tutorials, of the kind's type:
 * a key naming another community's file (or another area's) is refused, never stored.
 */
function checkFileKey(w: TutorialWork, kind: TutorialKind, fileKey: string | undefined) {
  if (!fileKey) return;
  const parsed = keyOf(fileKey);
  const ours =
    parsed?.visibility === 'private' &&
    parsed.owner === ownerSegment(w.scope) &&
    parsed.key.split('/')[2] === 'tutorials';
  if (!ours) throw badRequest('TUTORIAL_FILE_NOT_OURS');
  const ext = parsed.key.slice(parsed.key.lastIndexOf('.') + 1);
  if (!FILE_EXTENSIONS[kind]?.includes(ext)) throw badRequest('TUTORIAL_FILE_WRONG_KIND');
}

const bareKey = (fileKey: string | undefined) => (fileKey ? keyOf(fileKey)!.key : undefined);
const noFigures = { myPercent: null, viewers: 0, finished: 0 };

export async function createTutorial(w: TutorialWork, input: TutorialCreateInput): Promise<TutorialDetail> {
  const body = input.body === undefined ? undefined : sanitizeGuide(input.body);
  checkContent(input.kind, { youtube: input.youtube, fileKey: input.fileKey, body });
  checkFileKey(w, input.kind, input.fileKey);
  const row = await insertItem(w, {
    communityId: w.scope.communityId,
    kind: input.kind,
    lang: input.lang ?? 'th',
    title: input.title,
    summary: input.summary ?? '',
    youtubeId: input.youtube ?? null,
    fileKey: bareKey(input.fileKey) ?? null,
    fileName: input.fileKey ? (input.fileName ?? null) : null,
    body: body ?? '',
    createdBy: w.userId,
    createdAt: w.now,
    updatedAt: w.now,
  });
  const detail = toDetail(w, row, noFigures);
  await audit(w, 'create', detail);
  return detail;
}

/**
 * Changes a community's own live item. A video may switch between YouTube and an upload (the
 * other source is cleared); what the kind needs must still be there afterwards.
 */
export async function updateTutorial(w: TutorialWork, input: TutorialUpdateInput): Promise<TutorialDetail> {
  const row = await ownRowForChange(w, input.itemID);
  if (row.archivedAt) throw conflict('TUTORIAL_ITEM_ARCHIVED');
  const body = input.body === undefined ? undefined : sanitizeGuide(input.body);
  const youtube = input.youtube ?? (input.fileKey ? undefined : (row.youtubeId ?? undefined));
  const fileKey = input.fileKey ?? (input.youtube ? undefined : (row.fileKey ?? undefined));
  checkContent(row.kind, { youtube, fileKey, body: body ?? row.body });
  checkFileKey(w, row.kind, input.fileKey);
  const before = toItem(w, row, noFigures);
  const changed = await updateRow(w, row.id, {
    title: input.title,
    summary: input.summary,
    lang: input.lang,
    youtubeId: youtube ?? null,
    fileKey: bareKey(fileKey) ?? null,
    fileName: input.fileKey ? (input.fileName ?? null) : fileKey ? row.fileName : null,
    body,
  });
  const { row: _, ...fig } = await findRow(w, row.id);
  const detail = toDetail(w, changed, fig);
  await audit(w, 'update', detail, before);
  return detail;
}

/** Archives (never deletes): it leaves the lists, its progress and audit stay. Twice is a no-op. */
export async function archiveTutorial(w: TutorialWork, itemId: string): Promise<TutorialItem> {
  const row = await ownRowForChange(w, itemId);
  const { row: _, ...fig } = await findRow(w, itemId);
  if (row.archivedAt) return toItem(w, row, fig);
  const archived = await updateRow(w, row.id, { archivedAt: w.now, archivedBy: w.userId });
  const item = toItem(w, archived, fig);
  await audit(w, 'archive', item);
  return item;
}

/** A video counts as watched at 90 % (credits, a last second skipped); a guide or file once opened to its end. */
const COMPLETE_AT: Record<TutorialKind, number> = { VIDEO: 90, GUIDE: 100, PR: 100 };

export async function recordProgress(
  w: TutorialWork,
  itemId: string,
  percent: number,
  positionSeconds: number,
) {
  const { row } = await findRow(w, itemId);
  if (row.archivedAt) throw conflict('TUTORIAL_ITEM_ARCHIVED');
  const saved = await upsertProgress(w, itemId, percent, positionSeconds, COMPLETE_AT[row.kind]);
  return {
    itemID: itemId,
    percent: saved.percent,
    completedAt: saved.completedAt?.toISOString() ?? null,
  };
}
