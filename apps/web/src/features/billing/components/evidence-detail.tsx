import type { Evidence } from '@cc/contracts/billing';
import { Alert, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useEvidenceReceipt } from '../api/evidence';
import type { ListedEvidence } from '../evidence-warnings';
import { baht } from '../money';
import { ClaimedBill } from './claimed-bill';
import { EvidenceStatusTag } from './evidence-status-tag';
import { EvidenceWarningTags } from './evidence-warning-tags';
import { ReceiptLink } from './receipt-link';
import { SlipImage } from './slip-image';
import { SlipReading } from './slip-reading';

/** A verified payment's live receipt with its PDF (none after a cancellation). */
function EvidenceReceipt({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation('billing');
  const receipt = useEvidenceReceipt(evidence.evidenceID, evidence.status === 'VERIFIED');
  if (evidence.status !== 'VERIFIED') return null;
  if (receipt.error) return <Alert type="error" showIcon title={receipt.error.message} />;
  if (!receipt.data) return receipt.isPending ? null : <span>{t('receipt.none')}</span>;
  return <ReceiptLink receiptID={receipt.data.receiptID} receiptNo={receipt.data.receiptNo} />;
}

/**
 * One payment as a verifier checks it: the slip photo beside the bill it claims to pay, what its
 * QR says, the warnings, and (verified) its receipt. `actions` are the page's buttons.
 */
export function EvidenceDetail({ evidence, actions }: { evidence: ListedEvidence; actions?: ReactNode }) {
  const { t } = useTranslation('billing');
  const zone = useTimeZone();
  return (
    <div className="billing-evidence" data-testid="evidence-detail">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'unit', label: t('bill.unit'), children: <strong>{evidence.unitNo}</strong> },
          {
            key: 'amount',
            label: t('evidence.amount'),
            children: <strong data-testid="evidence-amount">{baht(evidence.amountSatang)}</strong>,
          },
          { key: 'paidAt', label: t('evidence.paidAt'), children: formatDateTime(evidence.paidAt, zone) },
          { key: 'method', label: t('counter.method'), children: t(`method.${evidence.method}`) },
          {
            key: 'status',
            label: t('bill.status'),
            children: <EvidenceStatusTag status={evidence.status} />,
          },
          ...(evidence.note ? [{ key: 'note', label: t('counter.note'), children: evidence.note }] : []),
          ...(evidence.rejectReason
            ? [{ key: 'reason', label: t('reject.reason'), children: evidence.rejectReason }]
            : []),
        ]}
      />
      <EvidenceWarningTags evidence={evidence} />
      {actions && <div className="billing-evidence__actions">{actions}</div>}
      <EvidenceReceipt evidence={evidence} />
      <div className="billing-evidence__sides">
        <div className="billing-evidence__slip">
          <SlipImage evidence={evidence} />
          {evidence.slip && <SlipReading slip={evidence.slip} inquiry={evidence.slipInquiry} />}
        </div>
        <div className="billing-evidence__bill">
          {evidence.billID ? (
            <ClaimedBill billID={evidence.billID} />
          ) : (
            <Alert type="info" showIcon title={t('evidence.noBill')} />
          )}
        </div>
      </div>
    </div>
  );
}
