import { Alert, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBill } from '../api/billing';
import { baht, dueDay, periodLabel } from '../money';
import { BillLines } from './bill-lines';
import { StatusTag } from './status-tag';

/**
 * The bill a payment claims to pay, beside its slip: lines, what it still owes, and the PromptPay
 * references (bill number and unit) a biller payment carries to the bank statement.
 */
export function ClaimedBill({ billID }: { billID: string }) {
  const { t, i18n } = useTranslation('billing');
  const { data: bill, error, isPending } = useBill(billID);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending || !bill) return <Skeleton active />;
  return (
    <div data-testid="claimed-bill">
      <Descriptions
        size="small"
        bordered
        column={1}
        title={
          <Link to={`/dashboard/billing/list/detail/${bill.billID}`}>
            {t('detail.title', { billNo: bill.billNo })}
          </Link>
        }
        items={[
          { key: 'period', label: t('bill.period'), children: periodLabel(bill.period, i18n.language) },
          { key: 'due', label: t('bill.due'), children: dueDay(bill.dueDate) },
          { key: 'status', label: t('bill.status'), children: <StatusTag bill={bill} /> },
          {
            key: 'outstanding',
            label: t('bill.outstanding'),
            children: <strong data-testid="bill-outstanding">{baht(bill.outstandingSatang)}</strong>,
          },
          { key: 'ref', label: t('evidence.promptpayRef'), children: `${bill.billNo} / ${bill.unitNo}` },
        ]}
      />
      <BillLines lines={bill.lines} totalSatang={bill.totalSatang} />
    </div>
  );
}
