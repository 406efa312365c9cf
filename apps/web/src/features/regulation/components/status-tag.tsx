import type { RegulationStatus } from '@cc/contracts/regulation';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<RegulationStatus, string> = { DRAFT: 'gold', PUBLISHED: 'green', ARCHIVED: 'default' };

export function StatusTag({ status }: { status: RegulationStatus }) {
  const { t } = useTranslation('regulation');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
