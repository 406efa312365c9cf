import type { AgmRule } from '@cc/contracts/agmmeeting';
import type { ruleUpdateSchema } from '@cc/contracts/agmmeeting-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { conflict } from './refusals';
import { ensureRules, lockedRuleCodes, ruleRow, toRule } from './rule-queries';
import { agmRules } from './tables';

/** The community's rules for its type, in the law's order. */
export async function listRules(w: AgmmeetingWork): Promise<AgmRule[]> {
  const type = await ensureRules(w);
  const locked = await lockedRuleCodes(w.tx, w.scope);
  const rows = await w.tx
    .select()
    .from(agmRules)
    .where(w.scope.owns(agmRules, eq(agmRules.communityType, type)));
  const order = [
    'QUORUM_CONDO',
    'ORDINARY',
    'HALF_OF_ALL',
    'THREE_QUARTERS',
    'UNANIMOUS',
    'QUORUM_VILLAGE',
    'VILLAGE_ORDINARY',
    'VILLAGE_HALF_OF_ALL',
  ];
  return rows.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code)).map((r) => toRule(r, locked));
}

/** Edits a rule's figures and texts (audited); refused while a meeting using it is in session. */
export async function updateRule(
  w: AgmmeetingWork,
  input: z.output<typeof ruleUpdateSchema>,
): Promise<AgmRule> {
  const before = await ruleRow(w, input.ruleID, true);
  const locked = await lockedRuleCodes(w.tx, w.scope);
  if (locked.has(before.code)) throw conflict('AGM_RULE_LOCKED');
  const [after] = await w.tx
    .update(agmRules)
    .set({
      numerator: input.numerator,
      denominator: input.denominator,
      strict: input.strict,
      reconvenedNumerator: input.reconvenedNumerator,
      reconvenedDenominator: input.reconvenedDenominator,
      legalReference: input.legalReference,
      resolutionTextTh: input.resolutionTextTh,
      resolutionTextEn: input.resolutionTextEn,
      updatedAt: w.now,
    })
    .where(w.scope.owns(agmRules, eq(agmRules.id, before.id)))
    .returning();
  const rule = toRule(after!, locked);
  await auditAgm(w, 'rule.update', rule.ruleID, rule, toRule(before, locked));
  return rule;
}
