import type { RegulationCategory, RegulationStatus } from '@cc/contracts/regulation';
import { desc, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern, decodeKey } from '../../platform/http/keyset';
import { regulationDocuments as d, regulationFiles as f, regulationVersions as v } from './tables';

export const TAGS = ['regulation'];

export type DocumentRow = typeof d.$inferSelect;
export type VersionRow = typeof v.$inferSelect & {
  fileName: string | null;
  fileSize: number | null;
  fileKey: string | null;
};

export interface DocumentFilter {
  category?: RegulationCategory;
  status?: RegulationStatus;
  q?: string;
}

/** A page (limit + 1 rows) of documents, recently changed first, matching the index. */
export function listDocumentRows(
  tx: Executor,
  scope: CommunityScope,
  filter: DocumentFilter,
  lastKey: string | undefined,
  limit: number,
) {
  const key = decodeKey(lastKey, 2);
  return tx
    .select()
    .from(d)
    .where(
      scope.owns(
        d,
        filter.category ? eq(d.category, filter.category) : undefined,
        filter.status ? eq(d.status, filter.status) : undefined,
        filter.q ? sql`${d.title} ilike ${containsPattern(filter.q)}` : undefined,
        key ? sql`(${d.updatedAt}, ${d.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(d.updatedAt), desc(d.id))
    .limit(limit + 1);
}

/** One document; `lock` holds it until the transaction ends, so changes to it queue. */
export async function documentRow(tx: Executor, scope: CommunityScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(d)
    .where(scope.owns(d, eq(d.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const versionColumns = { ...getTableColumns(v), fileName: f.name, fileSize: f.size, fileKey: f.storedKey };

/** Versions of the given documents (newest first), or only those in `statuses`. */
export function versionRows(
  tx: Executor,
  scope: CommunityScope,
  documentIds: readonly string[],
  statuses?: readonly RegulationStatus[],
): Promise<VersionRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return tx
    .select(versionColumns)
    .from(v)
    .leftJoin(f, eq(f.id, v.fileId))
    .where(
      scope.owns(
        v,
        inArray(v.documentId, [...documentIds]),
        statuses ? inArray(v.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(v.versionNo));
}

/** One version; `lock` holds the row, so two staff publishing one draft take turns. */
export async function versionRow(tx: Executor, scope: CommunityScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(v)
    .where(scope.owns(v, eq(v.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function nextVersionNo(tx: Executor, scope: CommunityScope, documentId: string) {
  const [row] = await tx
    .select({ n: max(v.versionNo) })
    .from(v)
    .where(scope.owns(v, eq(v.documentId, documentId)));
  return (row?.n ?? 0) + 1;
}

export async function insertDocument(tx: Executor, values: typeof d.$inferInsert) {
  const [row] = await tx.insert(d).values(values).returning();
  return row!;
}

export async function updateDocument(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  change: Partial<typeof d.$inferInsert>,
) {
  await tx
    .update(d)
    .set({ ...change, updatedAt: new Date() })
    .where(scope.owns(d, eq(d.id, id)));
}

export async function insertVersion(tx: Executor, values: typeof v.$inferInsert) {
  const [row] = await tx.insert(v).values(values).returning();
  return row!;
}

export async function updateVersion(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  change: Partial<typeof v.$inferInsert>,
) {
  await tx
    .update(v)
    .set(change)
    .where(scope.owns(v, eq(v.id, id)));
}

/**
 * Removes a draft version; the caller holds its lock. Only a draft matches, so nothing published
 * is ever removed here, and a draft has no marks (units mark published versions only).
 */
export async function deleteDraftVersion(tx: Executor, scope: CommunityScope, id: string) {
  await tx.delete(v).where(scope.owns(v, eq(v.id, id), eq(v.status, 'DRAFT')));
}

/** Archives what is live or drafted of a document (its publish or its retirement). */
export async function archiveVersionsOf(
  tx: Executor,
  scope: CommunityScope,
  documentId: string,
  statuses: readonly RegulationStatus[],
  at: Date,
) {
  await tx
    .update(v)
    .set({ status: 'ARCHIVED', archivedAt: at })
    .where(scope.owns(v, eq(v.documentId, documentId), inArray(v.status, [...statuses])));
}

export async function fileRow(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(f)
    .where(scope.owns(f, eq(f.id, id)));
  return row;
}

export async function insertFile(tx: Executor, values: typeof f.$inferInsert) {
  const [row] = await tx.insert(f).values(values).returning();
  return row!;
}
