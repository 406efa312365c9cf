import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { units } from '../../platform/residence/tables';
import { regulationDocuments as d, regulationUnitMarks as m, regulationVersions as v } from './tables';

/** A version still published in a live document, with what its notice says. */
export async function liveVersionFacts(tx: Executor, scope: CommunityScope, versionId: string) {
  const [row] = await queryRows<{
    documentId: string;
    title: string;
    versionNo: number;
    effectiveDate: string;
    requiresAck: boolean;
  }>(
    tx,
    sql`select d.id as "documentId", d.title, v.version_no as "versionNo",
          v.effective_date::text as "effectiveDate", v.requires_ack as "requiresAck"
        from ${v} v join ${d} d on d.id = v.document_id
        where v.community_id = ${scope.communityId} and v.id = ${versionId}
          and v.status = 'PUBLISHED' and d.status = 'PUBLISHED'`,
  );
  return row;
}

/** Units of the community that have not acknowledged the version. */
export async function owingUnitIds(tx: Executor, scope: CommunityScope, versionId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select u.id from ${units} u
        where u.community_id = ${scope.communityId}
          and not exists (select 1 from ${m} mk where mk.version_id = ${versionId} and mk.unit_id = u.id
            and mk.acknowledged_at is not null)`,
  );
  return rows.map((r) => r.id);
}
