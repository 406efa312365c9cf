import type {
  RegulationDetail,
  RegulationDocument,
  RegulationFigures,
  RegulationVersion,
} from '@cc/contracts/regulation';
import type { DocumentRow, VersionRow } from './regulation-queries';
import type { RegulationWork } from './regulation-work';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toVersion(w: RegulationWork, row: VersionRow): RegulationVersion {
  return {
    versionID: row.id,
    documentID: row.documentId,
    versionNo: row.versionNo,
    status: row.status,
    bodyHtml: row.bodyHtml,
    file:
      row.fileId && row.fileKey
        ? {
            fileID: row.fileId,
            name: row.fileName ?? 'file.pdf',
            size: row.fileSize ?? 0,
            url: w.fileUrl(row.fileKey, row.fileName ?? undefined),
          }
        : null,
    effectiveDate: row.effectiveDate,
    changeNote: row.changeNote,
    requiresAck: row.requiresAck,
    publishedAt: iso(row.publishedAt),
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A list row: the document, its live version's facts and figures, and whether a draft waits. */
export function toDocument(
  w: RegulationWork,
  row: DocumentRow,
  versions: readonly VersionRow[],
  figures: RegulationFigures | null,
): RegulationDocument {
  const live = versions.find((x) => x.status === 'PUBLISHED');
  const draft = versions.find((x) => x.status === 'DRAFT');
  let current: RegulationDocument['current'] = null;
  if (live) {
    const { bodyHtml: _body, file: _file, ...facts } = toVersion(w, live);
    current = facts;
  }
  return {
    documentID: row.id,
    category: row.category,
    title: row.title,
    status: row.status,
    current,
    draftVersionID: draft?.id ?? null,
    figures: live ? figures : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toDetail = (
  w: RegulationWork,
  row: DocumentRow,
  versions: readonly VersionRow[],
  figures: RegulationFigures | null,
): RegulationDetail => ({
  ...toDocument(w, row, versions, figures),
  versions: versions.map((x) => toVersion(w, x)),
  archiveReason: row.archiveReason,
});
