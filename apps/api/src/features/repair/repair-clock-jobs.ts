import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { moveRequest } from './moves';
import { detailTarget } from './repair-notices';
import { repairWork } from './repair-work';
import { lockedRequestOrNone, updateRequest } from './request-queries';
import { runningDues } from './request-view';

const SYSTEM = { userId: '', actor: 'system', isOffice: true, fileUrl: () => null };

/** A close request still unanswered after the set days closes itself, once. */
export async function autoCloseDue(s: AppServices, scope: CommunityScope, requestId: string) {
  await repairWork(s, scope, SYSTEM, async (w) => {
    const row = await lockedRequestOrNone(w.tx, w.scope, requestId);
    if (row?.state !== 'CLOSE_REQUESTED' || !row.closeRequestedAt) return;
    if (row.closeRequestedAt.getTime() + w.appointment.autoCloseDays * 24 * 3_600_000 > w.now.getTime())
      return;
    await moveRequest(w, requestId, 'autoClose');
  });
}

const STEP_TH = { ACCEPT: 'รับเรื่อง', VISIT: 'เข้าตรวจหน้างาน', CLOSE: 'ปิดงาน' } as const;

/**
 * At a step's warning time staff are told it is due soon; at its due time, if the step is still
 * running, the breach is recorded (it stays) and staff are told. A due time moved since (a pause)
 * finds no step due at it and does nothing: the move scheduled the new checks.
 */
export async function checkSla(s: AppServices, scope: CommunityScope, requestId: string, dueAt: Date) {
  const told = await repairWork(s, scope, SYSTEM, async (w) => {
    const row = await lockedRequestOrNone(w.tx, w.scope, requestId);
    if (!row || row.pausedAt) return null;
    const steps = [
      ['ACCEPT', row.acceptDueAt],
      ['VISIT', row.visitDueAt],
      ['CLOSE', row.closeDueAt],
    ] as const;
    const running = runningDues(row).map((d) => d.getTime());
    const step = steps.find(
      ([, d]) => d?.getTime() === dueAt.getTime() && running.includes(dueAt.getTime()),
    )?.[0];
    if (!step) return null;
    if (w.now < dueAt) return { row, step, breach: false };
    if (row.breaches.includes(step)) return null;
    await updateRequest(w.tx, w.scope, row.id, { breaches: [...row.breaches, step] });
    return { row, step, breach: true };
  });
  if (!told) return;
  await s.notify(
    scope.communityId,
    { kind: 'staff' },
    {
      title: `${told.breach ? 'เกินกำหนด SLA' : 'ใกล้ครบกำหนด SLA'}: แจ้งซ่อมเลขที่ ${told.row.no}`,
      body: `ห้อง ${told.row.unitNo} ขั้นตอน${STEP_TH[told.step]}`,
      featureEnum: 'REPAIR_REQUEST',
      target: detailTarget(told.row.id),
    },
  );
}
