import { PARCEL_STATUSES } from '@cc/contracts/parcel';
import { Button, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { RangePicker } from '../../../shared/ui/date-picker';
import type { ParcelFilter } from '../api/desk-list';
import { useParcelSettings } from '../api/settings';
import { carrierOptions, typeOptions } from './choice-options';
import { UnitPicker } from './unit-picker';

interface Props {
  value: ParcelFilter;
  onChange: (f: ParcelFilter) => void;
}

/** Date range, building, unit, type, carrier and status; each change reloads list and counts. */
export function ParcelFilters({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('parcel');
  const buildings = useBuildings();
  const settings = useParcelSettings().data;
  const set = (patch: Partial<ParcelFilter>) => onChange({ ...value, ...patch });
  const active = Object.values(value).some(Boolean);
  return (
    <search className="parcel-filters" aria-label={t('filters.label')}>
      <RangePicker
        aria-label={t('filters.dates')}
        format={datePickerFormat(i18n.language)}
        value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
        allowEmpty={[true, true]}
        placeholder={[t('filters.from'), t('filters.to')]}
        onChange={(r) => set({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
      />
      {(buildings.data?.length ?? 0) > 1 && (
        <Select
          aria-label={t('filters.building')}
          placeholder={t('filters.building')}
          allowClear
          value={value.buildingID}
          options={buildings.data!.map((b) => ({ value: b.buildingID, label: b.name }))}
          onChange={(buildingID?: string) => set({ buildingID })}
          style={{ minWidth: 140 }}
        />
      )}
      <UnitPicker label={t('filters.unit')} value={value.unitID} onChange={(unitID) => set({ unitID })} />
      <Select
        aria-label={t('filters.type')}
        placeholder={t('filters.type')}
        allowClear
        value={value.type}
        options={typeOptions(t, settings?.types ?? [])}
        onChange={(type?: string) => set({ type })}
        style={{ minWidth: 130 }}
      />
      <Select
        aria-label={t('filters.carrier')}
        placeholder={t('filters.carrier')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value.carrier}
        options={carrierOptions(settings?.carriers ?? [])}
        onChange={(carrier?: string) => set({ carrier })}
        style={{ minWidth: 150 }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        allowClear
        value={value.status}
        options={PARCEL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(status?: string) => set({ status })}
        style={{ minWidth: 140 }}
      />
      {active && <Button onClick={() => onChange({})}>{t('filters.clear')}</Button>}
    </search>
  );
}
