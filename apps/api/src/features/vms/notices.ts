import type { VisitDetail } from '@cc/contracts/vms-records';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

const TYPE_WORDS = {
  GUEST: 'แขก',
  DELIVERY: 'ผู้ส่งของ',
  CONTRACTOR: 'ผู้รับเหมา',
  TAXI: 'แท็กซี่',
  OTHER: 'ผู้มาติดต่อ',
} as const;

/**
 * Tells the unit's residents a visitor came for them. Called after the check-in committed: a
 * notification that fails is logged, and the visit still stands.
 */
export async function notifyArrival(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  visit: VisitDetail,
) {
  const plate = visit.plate ? ` ทะเบียน ${visit.plate}` : '';
  // A guest the unit pre-registered: the residents learn their pass was used.
  const text = visit.passID
    ? {
        title: 'แขกของคุณใช้บัตรผ่านแล้ว',
        body: `${visit.name}${plate} ใช้บัตรผ่านที่ลงทะเบียนไว้ เข้ามาติดต่อห้อง ${visit.unitNo}`,
      }
    : {
        title: 'มีผู้มาติดต่อที่ป้อม',
        body: `${TYPE_WORDS[visit.visitorType]} ${visit.name}${plate} มาติดต่อห้อง ${visit.unitNo}`,
      };
  try {
    await s.notify(
      communityId,
      { kind: 'unitResidents', unitIds: [visit.unitID] },
      {
        ...text,
        featureEnum: 'VMS_NITI',
        target: '/dashboard',
      },
    );
  } catch (err) {
    log.error({ err, communityId, visitId: visit.visitID }, 'vms arrival notification failed');
  }
}

/** Refusals of a pass check-in that mean the pass changed while the gate app was offline. */
const PASS_CONFLICTS = new Set(['VMS_PASS_USED', 'VMS_PASS_CANCELLED', 'VMS_PASS_EXPIRED']);

/**
 * A pass check-in the gate app kept offline (it carries the app's clientID) and the server
 * refused on arrival, because meanwhile the pass was used at another gate, cancelled or ran out:
 * the visitor may already be inside, so the office hears of it, not only the guard whose phone
 * shows the refusal. Called after the refusal; a notification that fails is logged.
 */
export async function notifyPassConflict(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  refusal: { code: string; message: string },
) {
  if (!PASS_CONFLICTS.has(refusal.code)) return;
  try {
    await s.notify(
      communityId,
      { kind: 'staff' },
      {
        title: 'บัตรผ่านถูกปฏิเสธเมื่อส่งจาก GuardOS',
        body: `การเช็กอินด้วยบัตรผ่านที่บันทึกไว้ขณะออฟไลน์ถูกปฏิเสธ: ${refusal.message}`,
        featureEnum: 'VMS_NITI',
        target: '/dashboard',
      },
    );
  } catch (err) {
    log.error({ err, communityId }, 'vms pass conflict notification failed');
  }
}
