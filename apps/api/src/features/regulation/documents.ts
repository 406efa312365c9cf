import type { RegulationDetail } from '@cc/contracts/regulation';
import type { DocumentCreate, VersionContent } from '@cc/contracts/regulation-inputs';
import { recordAudit } from '../../platform/audit/record-audit';
import { readDetail } from './document-reads';
import { scheduleNotice } from './notices';
import { badRequest, conflict, notFound } from './refusals';
import {
  archiveVersionsOf,
  deleteDraftVersion,
  documentRow,
  fileRow,
  insertDocument,
  insertVersion,
  nextVersionNo,
  updateDocument,
  updateVersion,
  versionRow,
  versionRows,
} from './regulation-queries';
import type { RegulationWork } from './regulation-work';
import { sanitizeRuleText, wordsOf } from './sanitize-body';

type Content = Required<Omit<VersionContent, 'bodyHtml' | 'fileID'>> & {
  bodyHtml?: string | null;
  fileID?: string | null;
};

const audit = (w: RegulationWork, action: string, target: string, after?: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `regulation.${action}`,
    target,
    after,
  });

/** Sanitised text and a file of this community's: a version needs at least one of them. */
async function contentOf(w: RegulationWork, c: Content) {
  const text = c.bodyHtml ? sanitizeRuleText(c.bodyHtml) : '';
  const bodyHtml = wordsOf(text) ? text : null;
  if (c.fileID && !(await fileRow(w.tx, w.scope, c.fileID))) throw notFound('REGULATION_FILE_NOT_FOUND');
  const fileId = c.fileID ?? null;
  if (!bodyHtml && !fileId) throw badRequest('REGULATION_NO_CONTENT');
  return {
    bodyHtml,
    fileId,
    effectiveDate: c.effectiveDate,
    changeNote: c.changeNote,
    requiresAck: c.requiresAck,
  };
}

/** A document locked for the change; archived ones take no more versions. */
async function openDocument(w: RegulationWork, documentId: string) {
  const doc = await documentRow(w.tx, w.scope, documentId, true);
  if (!doc) throw notFound('REGULATION_DOCUMENT_NOT_FOUND');
  if (doc.status === 'ARCHIVED') throw conflict('REGULATION_ARCHIVED');
  return doc;
}

/**
 * The draft version, its document locked first (the order every change takes, so none deadlock).
 * `notDraft` is the refusal for a version that is no longer a draft, worded for the change.
 */
async function openDraft(
  w: RegulationWork,
  versionId: string,
  notDraft: 'REGULATION_NOT_DRAFT' | 'REGULATION_DISCARD_NOT_DRAFT' = 'REGULATION_NOT_DRAFT',
) {
  const found = await versionRow(w.tx, w.scope, versionId);
  if (!found) throw notFound('REGULATION_VERSION_NOT_FOUND');
  const doc = await openDocument(w, found.documentId);
  const version = (await versionRow(w.tx, w.scope, versionId, true))!;
  if (version.status !== 'DRAFT') throw conflict(notDraft);
  return { doc, version };
}

export async function createDocument(
  w: RegulationWork,
  input: Content & Pick<DocumentCreate, 'category' | 'title'>,
): Promise<RegulationDetail> {
  const content = await contentOf(w, input);
  const doc = await insertDocument(w.tx, {
    communityId: w.scope.communityId,
    category: input.category,
    title: input.title,
    createdBy: w.userId,
  });
  await insertVersion(w.tx, {
    ...content,
    communityId: w.scope.communityId,
    documentId: doc.id,
    versionNo: 1,
    createdBy: w.userId,
  });
  await audit(w, 'create', doc.id, { title: doc.title, category: doc.category });
  return readDetail(w, doc.id);
}

export async function updateDraft(
  w: RegulationWork,
  input: Content & { versionID: string; category: DocumentCreate['category']; title: string },
): Promise<RegulationDetail> {
  const { doc, version } = await openDraft(w, input.versionID);
  const content = await contentOf(w, input);
  await updateVersion(w.tx, w.scope, version.id, content);
  await updateDocument(w.tx, w.scope, doc.id, { category: input.category, title: input.title });
  await audit(w, 'update', version.id, { title: input.title, versionNo: version.versionNo });
  return readDetail(w, doc.id);
}

export async function createVersion(
  w: RegulationWork,
  input: Content & { documentID: string },
): Promise<RegulationDetail> {
  const doc = await openDocument(w, input.documentID);
  if ((await versionRows(w.tx, w.scope, [doc.id], ['DRAFT'])).length > 0)
    throw conflict('REGULATION_DRAFT_EXISTS');
  const content = await contentOf(w, input);
  const versionNo = await nextVersionNo(w.tx, w.scope, doc.id);
  const row = await insertVersion(w.tx, {
    ...content,
    communityId: w.scope.communityId,
    documentId: doc.id,
    versionNo,
    createdBy: w.userId,
  });
  await updateDocument(w.tx, w.scope, doc.id, {});
  await audit(w, 'version.create', row.id, { documentID: doc.id, versionNo });
  return readDetail(w, doc.id);
}

/** The version before goes to the archive in the same transaction: one live version at a time. */
export async function publishVersion(w: RegulationWork, versionId: string): Promise<RegulationDetail> {
  const { doc, version } = await openDraft(w, versionId);
  await archiveVersionsOf(w.tx, w.scope, doc.id, ['PUBLISHED'], w.now);
  await updateVersion(w.tx, w.scope, version.id, {
    status: 'PUBLISHED',
    publishedAt: w.now,
    publishedBy: w.userId,
  });
  await updateDocument(w.tx, w.scope, doc.id, { status: 'PUBLISHED' });
  if (version.requiresAck) await scheduleNotice(w.tx, w.s, w.scope, 'regulation.notify', version.id);
  await audit(w, 'publish', version.id, { documentID: doc.id, versionNo: version.versionNo });
  return readDetail(w, doc.id);
}

/**
 * A draft thrown away. Its row goes (it was never published, so no unit read or acknowledged it),
 * and the audit row, written in the same transaction, keeps everything it held: nothing is lost
 * without a trace. A document's only version stays (archive the document instead), so every
 * document keeps at least one version to show.
 */
export async function discardDraft(w: RegulationWork, versionId: string): Promise<RegulationDetail> {
  const { doc, version } = await openDraft(w, versionId, 'REGULATION_DISCARD_NOT_DRAFT');
  if ((await versionRows(w.tx, w.scope, [doc.id])).length === 1) throw conflict('REGULATION_ONLY_VERSION');
  await deleteDraftVersion(w.tx, w.scope, version.id);
  await updateDocument(w.tx, w.scope, doc.id, {});
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'regulation.version.discard',
    target: version.id,
    before: {
      documentID: doc.id,
      title: doc.title,
      versionNo: version.versionNo,
      bodyHtml: version.bodyHtml,
      fileID: version.fileId,
      effectiveDate: version.effectiveDate,
      changeNote: version.changeNote,
      requiresAck: version.requiresAck,
      createdBy: version.createdBy,
      createdAt: version.createdAt,
    },
  });
  return readDetail(w, doc.id);
}

/** Retired, never deleted: the versions and every unit's marks stay for the history report. */
export async function archiveDocument(w: RegulationWork, documentId: string, reason: string) {
  const doc = await openDocument(w, documentId);
  await archiveVersionsOf(w.tx, w.scope, doc.id, ['PUBLISHED', 'DRAFT'], w.now);
  await updateDocument(w.tx, w.scope, doc.id, { status: 'ARCHIVED', archiveReason: reason });
  await audit(w, 'archive', doc.id, { reason });
  return readDetail(w, doc.id);
}
