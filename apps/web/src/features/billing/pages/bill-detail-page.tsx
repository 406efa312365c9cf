import { Alert, Button, Collapse, Descriptions, QRCode, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBill, usePayment } from '../api/billing';
import { BillLines } from '../components/bill-lines';
import { RecallDialog } from '../components/recall-dialog';
import { StatusTag } from '../components/status-tag';
import { baht, dueDay, inSentence, periodLabel } from '../money';
import '../billing.css';

/**
 * /dashboard/billing/list/detail/:billingID: lines, totals, state, what the unit's credit paid,
 * the late surcharge accrued and not yet charged, the PromptPay QR, recall, revisions.
 */
export function BillDetailPage() {
  const { t, i18n } = useTranslation('billing');
  const { billingID = '' } = useParams();
  const zone = useTimeZone();
  const { has } = usePermissions();
  const { data: bill, error, isPending } = useBill(billingID);
  const open = bill?.status === 'ISSUED' || bill?.status === 'PARTIALLY_PAID';
  const payment = usePayment(billingID, open);
  const [recalling, setRecalling] = useState(false);
  // An unknown or mistyped ID still gets the area's heading, with the refusal under it.
  if (error)
    return (
      <div>
        <PageHeader title={t('shared:areas.billing')} />
        <Alert type="error" showIcon title={error.message} />
      </div>
    );
  if (isPending || !bill) return <Skeleton active />;
  const recallable = bill.status === 'ISSUED' && bill.paidSatang === 0 && has('BILLING:write');
  return (
    <div>
      <PageHeader
        title={t('detail.title', { billNo: bill.billNo })}
        titleTestId="bill-title"
        extra={
          recallable && (
            <Button danger onClick={() => setRecalling(true)}>
              {t('recall.button')}
            </Button>
          )
        }
      />
      <div className="billing-detail">
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('bill.unit')}>
            {bill.buildingName ? `${bill.unitNo} (${bill.buildingName})` : bill.unitNo}
          </Descriptions.Item>
          <Descriptions.Item label={t('bill.period')}>
            {periodLabel(bill.period, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('bill.due')}>
            <span className={bill.overdue ? 'billing-overdue' : undefined}>{dueDay(bill.dueDate)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('bill.status')}>
            <span data-testid="bill-status">
              <StatusTag bill={bill} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('bill.paid')}>{baht(bill.paidSatang)}</Descriptions.Item>
          <Descriptions.Item label={t('bill.outstanding')}>{baht(bill.outstandingSatang)}</Descriptions.Item>
          {bill.creditUsedSatang > 0 && (
            <Descriptions.Item label={t('chase.creditUsed')}>
              <span data-testid="bill-credit-used">{baht(bill.creditUsedSatang)}</span>
            </Descriptions.Item>
          )}
          {(bill.surchargeSatang > 0 || bill.surchargeChargedThrough) && (
            <Descriptions.Item label={t('chase.surcharge')}>
              <span data-testid="bill-surcharge">{baht(bill.surchargeSatang)}</span>
              {bill.surchargeChargedThrough && (
                <div className="billing-note">
                  {t('chase.chargedThrough', { day: dueDay(bill.surchargeChargedThrough) })}
                </div>
              )}
            </Descriptions.Item>
          )}
          {bill.recallReason && (
            <Descriptions.Item label={t('recall.reason')} span={2}>
              {bill.recallReason} ({formatDateTime(bill.recalledAt, zone)})
            </Descriptions.Item>
          )}
        </Descriptions>
        {open && (
          <div className="billing-qr" data-testid="bill-qr">
            {payment.data ? (
              <>
                <QRCode value={payment.data.payload} size={200} bgColor="#fff" />
                <span>{t('detail.scanToPay', { amount: inSentence(baht(payment.data.amountSatang)) })}</span>
              </>
            ) : payment.error ? (
              <Alert type="warning" showIcon title={payment.error.message} />
            ) : (
              <Skeleton.Node active />
            )}
          </div>
        )}
      </div>
      <h2 className="billing-section">{t('detail.lines')}</h2>
      <BillLines lines={bill.lines} totalSatang={bill.totalSatang} testId="bill-lines" />
      {bill.revisions.length > 0 && (
        <Collapse
          style={{ marginBlockStart: 16 }}
          items={bill.revisions.map((r) => ({
            key: String(r.version),
            label: t('detail.revision', { version: r.version, at: formatDateTime(r.changedAt, zone) }),
            children: <BillLines lines={r.lines} totalSatang={r.totalSatang} />,
          }))}
        />
      )}
      <RecallDialog
        open={recalling}
        billID={bill.billID}
        billNo={bill.billNo}
        onClose={() => setRecalling(false)}
      />
    </div>
  );
}
