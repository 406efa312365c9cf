import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { DatePicker } from '../../../shared/ui/date-picker';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (days: string[]) => void;
}

/** Several days (closed dates, skipped occurrences), as the contracts' YYYY-MM-DD list. */
export function DaysInput({ id, value, onChange }: Props) {
  const { i18n } = useTranslation();
  return (
    <DatePicker<Dayjs, true>
      format={datePickerFormat(i18n.language)}
      id={id}
      multiple
      maxTagCount="responsive"
      style={{ width: '100%' }}
      value={(value ?? []).map((d) => dayjs(d))}
      onChange={(days) => onChange?.((days ?? []).map((d) => d.format('YYYY-MM-DD')).sort())}
    />
  );
}
