import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../api/invitations';

const COLOURS: Record<InvitationStatus, string> = {
  PENDING: 'processing',
  USED: 'success',
  EXPIRED: 'default',
  REVOKED: 'error',
};

export function CodeStatus({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('directory');
  return <Tag color={COLOURS[status]}>{t(`codeStatus.${status}`)}</Tag>;
}
