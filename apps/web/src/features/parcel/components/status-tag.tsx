import type { Parcel } from '@cc/contracts/parcel';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from '../parcel-labels';

/** The state, plus "overdue" and "notice to print" where they apply to a waiting parcel. */
export function StatusTags({ parcel: p }: { parcel: Parcel }) {
  const { t } = useTranslation('parcel');
  return (
    <span className="parcel-tags">
      <Tag color={STATUS_COLOR[p.status]}>{t(`status.${p.status}`)}</Tag>
      {p.status === 'WAITING' && p.isOverdue && <Tag color="red">{t('status.overdue')}</Tag>}
      {p.status === 'WAITING' && p.needsNotice && !p.printedAt && (
        <Tag color="purple">{t('status.notice')}</Tag>
      )}
    </span>
  );
}
