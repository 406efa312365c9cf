import type { PatrolPlan, PatrolSchedule } from '@cc/contracts/patrol';
import type { Role } from '@cc/contracts/roles';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { workingCheckpoints } from './checkpoint-queries';
import type { PatrolWork } from './patrol-work';
import { badRequest, notFound } from './refusals';
import { dropUnstartedRounds, makeNearRounds } from './round-making';
import { patrolPlans } from './tables';

type PlanRow = typeof patrolPlans.$inferSelect;

export const toPlan = (r: PlanRow): PatrolPlan => ({
  planID: r.id,
  name: r.name,
  checkpointIDs: r.checkpointIds,
  weekdays: [...r.weekdays].sort((a, b) => a - b),
  schedule: r.schedule,
  durationMinutes: r.durationMinutes,
  toleranceMinutes: r.toleranceMinutes,
  alertRoles: r.alertRoles,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export interface PlanFields {
  name: string;
  checkpointIDs: string[];
  weekdays: number[];
  schedule: PatrolSchedule;
  durationMinutes: number;
  toleranceMinutes: number;
  alertRoles: Role[];
  active: boolean;
}

export async function listPlans(w: PatrolWork): Promise<PatrolPlan[]> {
  const rows = await w.tx
    .select()
    .from(patrolPlans)
    .where(w.scope.owns(patrolPlans))
    .orderBy(asc(patrolPlans.name));
  return rows.map(toPlan);
}

export async function planRow(w: PatrolWork, id: string): Promise<PlanRow> {
  const [row] = await w.tx
    .select()
    .from(patrolPlans)
    .where(w.scope.owns(patrolPlans, eq(patrolPlans.id, id)));
  if (!row) throw notFound('PATROL_PLAN_NOT_FOUND');
  return row;
}

/** A plan names working checkpoints of its own community only (another's read as unknown). */
async function checkCheckpoints(w: PatrolWork, ids: readonly string[]) {
  const found = await workingCheckpoints(w.tx, w.scope, ids);
  if (found.length !== ids.length) throw badRequest('PATROL_PLAN_CHECKPOINTS');
}

const columns = (f: PlanFields) => ({
  name: f.name,
  checkpointIds: f.checkpointIDs,
  weekdays: f.weekdays,
  schedule: f.schedule,
  durationMinutes: f.durationMinutes,
  toleranceMinutes: f.toleranceMinutes,
  alertRoles: f.alertRoles,
  active: f.active,
});

const audit = (
  w: PatrolWork,
  action: string,
  plan: PatrolPlan & { roundsRemade?: { dropped: number; made: number } },
  before?: PatrolPlan,
) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `patrol.plan.${action}`,
    target: plan.planID,
    before,
    after: plan,
  });

/** A new plan, with today's remaining rounds and tomorrow's made at once. */
export async function createPlan(w: PatrolWork, f: PlanFields): Promise<PatrolPlan> {
  await checkCheckpoints(w, f.checkpointIDs);
  const [row] = await w.tx
    .insert(patrolPlans)
    .values({ communityId: w.scope.communityId, ...columns(f) })
    .returning();
  await makeNearRounds(w.tx, w.s, w.scope, row!, w.timeZone, w.now);
  const plan = toPlan(row!);
  await audit(w, 'create', plan);
  return plan;
}

/** A changed plan: the rounds no guard has started are made again from it. */
export async function updatePlan(w: PatrolWork, id: string, f: PlanFields): Promise<PatrolPlan> {
  const before = toPlan(await planRow(w, id));
  await checkCheckpoints(w, f.checkpointIDs);
  const [row] = await w.tx
    .update(patrolPlans)
    .set({ ...columns(f), updatedAt: w.now })
    .where(w.scope.owns(patrolPlans, eq(patrolPlans.id, id)))
    .returning();
  const dropped = await dropUnstartedRounds(w.tx, w.scope, id, w.now);
  const made = await makeNearRounds(w.tx, w.s, w.scope, row!, w.timeZone, w.now);
  const plan = toPlan(row!);
  // The log says which timetable the change replaced: rounds to come, dropped and made again.
  await audit(w, 'update', { ...plan, roundsRemade: { dropped, made } }, before);
  return plan;
}
