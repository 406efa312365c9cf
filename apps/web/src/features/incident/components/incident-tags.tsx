import type { IncidentSeverity, IncidentStatus } from '@cc/contracts/incident';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<IncidentStatus, string> = {
  REPORTED: 'red',
  ACKNOWLEDGED: 'orange',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
  CLOSED: 'default',
  CANCELLED: 'default',
};
const SEVERITY_COLORS: Record<IncidentSeverity, string> = {
  LOW: 'default',
  MEDIUM: 'gold',
  HIGH: 'orange',
  CRITICAL: 'red',
};

export function StatusTag({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation('incident');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

export function SeverityTag({ severity }: { severity: IncidentSeverity }) {
  const { t } = useTranslation('incident');
  return <Tag color={SEVERITY_COLORS[severity]}>{t(`severity.${severity}`)}</Tag>;
}
