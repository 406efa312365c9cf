import type { TutorialKind } from '@cc/contracts/tutorial';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { unitNosOf } from '../../platform/residence/residence-queries';
import { memberships } from '../../platform/tenancy/tables';
import { tutorialProgress as p, tutorialItems as t } from './tables';
import type { TutorialWork } from './tutorial-work';

export interface ProgressSheetFilter {
  itemId?: string;
  kind?: TutorialKind;
}

/**
 * Who opened what in this community: one row per member and tutorial, the community's own and
 * the operator's, archived ones too (their progress stays). Newest tutorial first, its furthest
 * viewers first. Only this community's progress rows, so another community's viewers never show.
 */
export function progressSheetRows(w: TutorialWork, f: ProgressSheetFilter, limit: number) {
  return w.tx
    .select({
      title: t.title,
      kind: t.kind,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: memberships.role,
      unitNos: unitNosOf(p.communityId, p.userId),
      percent: p.percent,
      completedAt: p.completedAt,
      firstSeen: p.createdAt,
      lastSeen: p.updatedAt,
    })
    .from(p)
    .innerJoin(t, eq(t.id, p.itemId))
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, p.userId), eq(memberships.communityId, w.scope.communityId)),
    )
    .where(
      w.scope.owns(p, f.itemId ? eq(p.itemId, f.itemId) : undefined, f.kind ? eq(t.kind, f.kind) : undefined),
    )
    .orderBy(desc(t.createdAt), desc(t.id), desc(p.percent), desc(p.updatedAt))
    .limit(limit);
}
