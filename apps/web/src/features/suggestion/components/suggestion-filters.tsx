import { Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { RangePicker } from '../../../shared/ui/date-picker';
import { type SuggestionFilter, useSetting } from '../api/suggestion';

/** Category and community days (Buddhist-era years in Thai); the days read filter-by-date. */
export function SuggestionFilters({
  filter,
  onChange,
}: {
  filter: SuggestionFilter;
  onChange: (f: Partial<SuggestionFilter>) => void;
}) {
  const { t, i18n } = useTranslation('suggestion');
  const setting = useSetting();
  return (
    <Space wrap className="sg-filters">
      <Select
        allowClear
        aria-label={t('filters.category')}
        placeholder={t('filters.category')}
        style={{ minWidth: 170 }}
        value={filter.category}
        onChange={(category?: string) => onChange({ category })}
        options={(setting.data?.categories ?? []).map((c) => ({ value: c, label: c }))}
      />
      <RangePicker
        format={datePickerFormat(i18n.language)}
        aria-label={t('filters.days')}
        data-testid="suggestion-days"
        value={filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null}
        onChange={(r) =>
          onChange(
            r?.[0] && r[1]
              ? { from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') }
              : { from: undefined, to: undefined },
          )
        }
      />
    </Space>
  );
}
