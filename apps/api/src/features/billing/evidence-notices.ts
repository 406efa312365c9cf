import { formatBaht } from '@cc/contracts/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';
import type { EvidenceRow } from './evidence-queries';

/** The console page where the office clears waiting slips. */
export const EVIDENCE_TARGET = '/dashboard/billing/evidence';

/**
 * Tells the verifiers (the office's list; all staff while the list is empty) that a slip is
 * waiting. Sent after the slip committed; a failed notice is logged, the slip stands.
 */
export async function tellVerifiers(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  verifierIds: string[],
  row: EvidenceRow,
) {
  try {
    await s.notify(
      communityId,
      verifierIds.length ? { kind: 'users', userIds: verifierIds } : { kind: 'staff' },
      {
        title: `สลิปชำระเงินใหม่ ห้อง ${row.unitNo}`,
        body: `ยอด ${formatBaht(row.amountSatang)}${row.flaggedReason ? ' (โปรดตรวจสอบ QR)' : ''}`,
        featureEnum: 'BILLING',
        target: EVIDENCE_TARGET,
      },
    );
  } catch (err) {
    log.error({ err, evidenceID: row.id }, 'new slip notice failed');
  }
}

/** Tells the unit's residents that their payment was verified or rejected (with the reason). */
export async function tellResidents(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  row: EvidenceRow,
  outcome: { verified: true; receiptNo: string } | { verified: false; reason: string },
) {
  try {
    await s.notify(
      communityId,
      { kind: 'unitResidents', unitIds: [row.unitId] },
      {
        title: outcome.verified ? `ยืนยันการชำระเงินแล้ว ${outcome.receiptNo}` : 'การชำระเงินไม่ผ่านการตรวจสอบ',
        body: outcome.verified
          ? `ห้อง ${row.unitNo}: ยอด ${formatBaht(row.amountSatang)}`
          : `ห้อง ${row.unitNo}: ยอด ${formatBaht(row.amountSatang)} เหตุผล: ${outcome.reason}`,
        featureEnum: 'BILLING',
        target: '/dashboard/billing/list',
      },
    );
  } catch (err) {
    log.error({ err, evidenceID: row.id }, 'payment decision notice failed');
  }
}
