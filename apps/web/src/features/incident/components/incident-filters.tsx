import {
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  type IncidentCategory,
  type IncidentSeverity,
  type IncidentStatus,
} from '@cc/contracts/incident';
import { Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../shared/ui/date-picker';
import type { IncidentFilter } from '../api/incident';

interface Props {
  value: IncidentFilter;
  onChange: (f: IncidentFilter) => void;
}

/** Status, severity, category and a day range; each empty means all. */
export function IncidentFilters({ value, onChange }: Props) {
  const { t } = useTranslation('incident');
  const set = (patch: Partial<IncidentFilter>) => onChange({ ...value, ...patch });
  const options = <T extends string>(list: readonly T[], label: (v: T) => string) => [
    { value: '' as T | '', label: t('filters.all') },
    ...list.map((v) => ({ value: v as T | '', label: label(v) })),
  ];
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label={t('filters.status')}
        data-testid="filter-status"
        style={{ minWidth: 160 }}
        value={value.status ?? ''}
        options={options(INCIDENT_STATUSES, (v) => t(`status.${v}`))}
        onChange={(v: IncidentStatus | '') => set({ status: v || undefined })}
      />
      <Select
        aria-label={t('filters.severity')}
        data-testid="filter-severity"
        style={{ minWidth: 140 }}
        value={value.severity ?? ''}
        options={options(INCIDENT_SEVERITIES, (v) => t(`severity.${v}`))}
        onChange={(v: IncidentSeverity | '') => set({ severity: v || undefined })}
      />
      <Select
        aria-label={t('filters.category')}
        data-testid="filter-category"
        style={{ minWidth: 160 }}
        value={value.category ?? ''}
        options={options(INCIDENT_CATEGORIES, (v) => t(`category.${v}`))}
        onChange={(v: IncidentCategory | '') => set({ category: v || undefined })}
      />
      <RangePicker
        aria-label={t('filters.from')}
        placeholder={[t('filters.from'), t('filters.to')]}
        onChange={(range) => {
          const [from, to] = (range ?? []) as (Dayjs | null)[];
          set({ from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') });
        }}
      />
    </Space>
  );
}
