import { BOOKING_STATES } from '@cc/contracts/facilitybooking';
import { Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { RangePicker } from '../../../shared/ui/date-picker';
import { useFacilities } from '../api/facilities';
import type { BookingFilter } from '../list-params';

/** The bookings table's filters: facility, state, days and a unit number (or part of one). */
export function BookingFilters({
  filter,
  onChange,
}: {
  filter: BookingFilter;
  onChange: (f: Partial<BookingFilter>) => void;
}) {
  const { t, i18n } = useTranslation('facilitybooking');
  const facilities = useFacilities();
  return (
    <Space wrap className="fb-filters">
      <Select
        allowClear
        aria-label={t('booking.facility')}
        placeholder={t('booking.facility')}
        style={{ minWidth: 160 }}
        value={filter.facilityID}
        onChange={(facilityID?: string) => onChange({ facilityID })}
        options={(facilities.data ?? []).map((f) => ({ value: f.facilityID, label: f.name }))}
      />
      <Select
        allowClear
        aria-label={t('booking.state')}
        placeholder={t('booking.state')}
        style={{ minWidth: 150 }}
        value={filter.state}
        onChange={(state?: BookingFilter['state']) => onChange({ state })}
        options={BOOKING_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
      />
      <RangePicker
        format={datePickerFormat(i18n.language)}
        aria-label={t('list.days')}
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
        aria-label={t('list.unitSearch')}
        placeholder={t('list.unitSearch')}
        defaultValue={filter.q}
        style={{ width: 180 }}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
      />
    </Space>
  );
}
