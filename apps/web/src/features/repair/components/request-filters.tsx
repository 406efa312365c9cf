import { Checkbox, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { RangePicker } from '../../../shared/ui/date-picker';
import { useCategories, useTechnicians } from '../api/settings';
import type { RequestFilter } from '../list-params';

/** The list's filters: category, building, technician, days, unit and breached only. */
export function RequestFilters({
  filter,
  onChange,
}: {
  filter: RequestFilter;
  onChange: (f: Partial<RequestFilter>) => void;
}) {
  const { t, i18n } = useTranslation('repair');
  const categories = useCategories();
  const technicians = useTechnicians();
  const buildings = useBuildings();
  return (
    <Space wrap className="rp-filters">
      <Select
        allowClear
        aria-label={t('filters.category')}
        placeholder={t('filters.category')}
        style={{ minWidth: 150 }}
        value={filter.categoryID}
        onChange={(categoryID?: string) => onChange({ categoryID })}
        options={(categories.data ?? []).map((c) => ({ value: c.categoryID, label: c.name }))}
      />
      <Select
        allowClear
        aria-label={t('filters.building')}
        placeholder={t('filters.building')}
        style={{ minWidth: 140 }}
        value={filter.buildingID}
        onChange={(buildingID?: string) => onChange({ buildingID })}
        options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
      />
      <Select
        allowClear
        aria-label={t('filters.technician')}
        placeholder={t('filters.technician')}
        style={{ minWidth: 150 }}
        value={filter.technicianID}
        onChange={(technicianID?: string) => onChange({ technicianID })}
        options={(technicians.data ?? []).map((x) => ({ value: x.technicianID, label: x.name }))}
      />
      <RangePicker
        format={datePickerFormat(i18n.language)}
        aria-label={t('filters.days')}
        value={filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null}
        onChange={(r) =>
          onChange(
            r?.[0] && r[1]
              ? { from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') }
              : { from: undefined, to: undefined },
          )
        }
      />
      <Input.Search
        allowClear
        aria-label={t('filters.unit')}
        placeholder={t('filters.unit')}
        defaultValue={filter.unitNo}
        style={{ width: 160 }}
        maxLength={20}
        onSearch={(q) => onChange({ unitNo: q.trim() || undefined })}
      />
      <Checkbox
        checked={!!filter.breached}
        onChange={(e) => onChange({ breached: e.target.checked || undefined })}
      >
        {t('filters.breached')}
      </Checkbox>
    </Space>
  );
}
