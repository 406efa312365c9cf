import type { Bill } from '@cc/contracts/billing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../billing.css';

const COLORS: Record<Bill['status'], string> = {
  DRAFT: 'default',
  ISSUED: 'blue',
  PARTIALLY_PAID: 'gold',
  PAID: 'green',
  RECALLED: 'default',
};

/** A bill's state as a tag; an overdue one says so in red beside it. */
export function StatusTag({ bill }: { bill: Pick<Bill, 'status' | 'overdue'> }) {
  const { t } = useTranslation('billing');
  return (
    <span className="billing-tags">
      <Tag color={COLORS[bill.status]}>{t(`status.${bill.status}`)}</Tag>
      {bill.overdue && <Tag color="red">{t('status.overdue')}</Tag>}
    </span>
  );
}
