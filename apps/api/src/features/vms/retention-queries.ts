import { DOCUMENT_SETTING_DEFAULT } from '@cc/contracts/vms-admin-settings';
import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { vmsAdminSettings, vmsVisits } from './tables';

const v = vmsVisits;

export async function retentionDays(tx: Executor, scope: CommunityScope): Promise<number> {
  const [row] = await tx
    .select({ documents: vmsAdminSettings.documents })
    .from(vmsAdminSettings)
    .where(scope.owns(vmsAdminSettings));
  return row?.documents?.retentionDays ?? DOCUMENT_SETTING_DEFAULT.retentionDays;
}

/**
 * Up to `limit` visits that left before `before` and are not redacted yet (the partial index of
 * unredacted exits), with their photos' file keys. A visit inside is never one of them.
 */
export async function dueForRedaction(tx: Executor, scope: CommunityScope, before: Date, limit: number) {
  const rows = await tx
    .select({ id: v.id, facePhoto: v.facePhoto, platePhoto: v.platePhoto })
    .from(v)
    .where(scope.owns(v, isNotNull(v.checkedOutAt), isNull(v.redactedAt), lt(v.checkedOutAt, before)))
    .orderBy(asc(v.checkedOutAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    keys: [row.facePhoto, row.platePhoto].filter((key): key is string => key !== null),
  }));
}

/** Blanks the name and phone, clears the photos and marks the visits redacted (only those still gone and unredacted). */
export async function redact(tx: Executor, scope: CommunityScope, ids: string[], at: Date) {
  const done = await tx
    .update(v)
    .set({ name: '', phone: null, redactedAt: at, facePhoto: null, platePhoto: null })
    .where(scope.owns(v, and(inArray(v.id, ids), isNotNull(v.checkedOutAt), isNull(v.redactedAt))))
    .returning({ id: v.id });
  return done.length;
}
