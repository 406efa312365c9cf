import type { EvidenceStatus } from '@cc/contracts/billing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EvidenceStatus, string> = { SUBMITTED: 'blue', VERIFIED: 'green', REJECTED: 'red' };

/** A payment's state as a tag. */
export function EvidenceStatusTag({ status }: { status: EvidenceStatus }) {
  const { t } = useTranslation('billing');
  return <Tag color={COLORS[status]}>{t(`evidenceStatus.${status}`)}</Tag>;
}
