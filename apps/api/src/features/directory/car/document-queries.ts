import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { carDocuments } from './tables';

export type CarDocumentRow = typeof carDocuments.$inferSelect;

/** The current (not retired) documents of the given cars, oldest first. */
export async function currentDocuments(tx: Executor, scope: CommunityScope, carIds: string[]) {
  if (carIds.length === 0) return [];
  return tx
    .select()
    .from(carDocuments)
    .where(scope.owns(carDocuments, inArray(carDocuments.carId, carIds), isNull(carDocuments.retiredAt)))
    .orderBy(asc(carDocuments.uploadedAt), asc(carDocuments.kind));
}

/**
 * Makes `fileKey` the car's current document of `kind`: the one before is retired, never
 * deleted. The partial unique index keeps one current row per car and kind.
 */
export async function replaceDocument(
  tx: Executor,
  scope: CommunityScope,
  doc: { carId: string; kind: string; fileKey: string; uploadedBy: string; at: Date },
) {
  await tx
    .update(carDocuments)
    .set({ retiredAt: doc.at })
    .where(
      scope.owns(
        carDocuments,
        eq(carDocuments.carId, doc.carId),
        eq(carDocuments.kind, doc.kind),
        isNull(carDocuments.retiredAt),
      ),
    );
  await tx.insert(carDocuments).values({
    communityId: scope.communityId,
    carId: doc.carId,
    kind: doc.kind,
    fileKey: doc.fileKey,
    uploadedBy: doc.uploadedBy,
    uploadedAt: doc.at,
  });
}
