import type { AgmCommunityType, AgmRule, AgmRuleCode } from '@cc/contracts/agmmeeting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import type { AgmmeetingWork } from './agmmeeting-work';
import { LAW_RULES } from './law-rules';
import { notFound } from './refusals';
import type { RuleFigures } from './rule-math';
import { agmItems, agmMeetings, agmRules } from './tables';

export async function communityTypeOf(tx: Executor, communityId: string): Promise<AgmCommunityType> {
  const [c] = await tx
    .select({ type: communities.type })
    .from(communities)
    .where(eq(communities.id, communityId));
  return c?.type ?? 'CONDO';
}

/**
 * The community's rules, seeded from the law on first use (per its type). Seeding is an insert
 * that skips rows already there, so concurrent first uses agree and edits are never overwritten.
 */
export async function ensureRules(w: Pick<AgmmeetingWork, 'tx' | 'scope'>): Promise<AgmCommunityType> {
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const [any] = await w.tx
    .select({ id: agmRules.id })
    .from(agmRules)
    .where(w.scope.owns(agmRules, eq(agmRules.communityType, type)))
    .limit(1);
  if (!any) {
    await w.tx
      .insert(agmRules)
      .values(
        LAW_RULES.filter((r) => r.communityType === type).map((r) => ({
          ...r,
          communityId: w.scope.communityId,
        })),
      )
      .onConflictDoNothing();
  }
  return type;
}

type RuleRow = typeof agmRules.$inferSelect;
export const toRuleFigures = (r: RuleRow): RuleFigures => ({
  code: r.code,
  base: r.base,
  numerator: r.numerator,
  denominator: r.denominator,
  strict: r.strict,
  reconvenedNumerator: r.reconvenedNumerator,
  reconvenedDenominator: r.reconvenedDenominator,
});

/** The community's rules by code (the ones of its type). */
export async function rulesByCode(tx: Executor, scope: CommunityScope): Promise<Map<AgmRuleCode, RuleRow>> {
  const rows = await tx.select().from(agmRules).where(scope.owns(agmRules));
  return new Map(rows.map((r) => [r.code, r]));
}

/** Rule codes used by meetings in session now: those rules are locked. */
export async function lockedRuleCodes(tx: Executor, scope: CommunityScope): Promise<Set<AgmRuleCode>> {
  const inSession = await tx
    .select({ id: agmMeetings.id })
    .from(agmMeetings)
    .where(scope.owns(agmMeetings, eq(agmMeetings.state, 'IN_SESSION')));
  if (inSession.length === 0) return new Set();
  const used = await tx
    .selectDistinct({ code: agmItems.ruleCode })
    .from(agmItems)
    .where(
      scope.owns(
        agmItems,
        inArray(
          agmItems.meetingId,
          inSession.map((m) => m.id),
        ),
      ),
    );
  const codes = new Set(used.map((u) => u.code).filter((c): c is AgmRuleCode => c !== null));
  // The quorum rule is used by every meeting.
  codes.add('QUORUM_CONDO');
  codes.add('QUORUM_VILLAGE');
  return codes;
}

export const toRule = (r: RuleRow, locked: Set<AgmRuleCode>): AgmRule => ({
  ruleID: r.id,
  code: r.code,
  communityType: r.communityType,
  base: r.base,
  numerator: r.numerator,
  denominator: r.denominator,
  strict: r.strict,
  reconvenedNumerator: r.reconvenedNumerator,
  reconvenedDenominator: r.reconvenedDenominator,
  legalReference: r.legalReference,
  resolutionTextTh: r.resolutionTextTh,
  resolutionTextEn: r.resolutionTextEn,
  locked: locked.has(r.code),
  updatedAt: r.updatedAt.toISOString(),
});

export async function ruleRow(w: AgmmeetingWork, ruleId: string, lock = false): Promise<RuleRow> {
  const q = w.tx
    .select()
    .from(agmRules)
    .where(w.scope.owns(agmRules, and(eq(agmRules.id, ruleId))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('AGM_RULE_NOT_FOUND');
  return row;
}
