import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { DatePicker } from '../../../shared/ui/date-picker';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (day: string | null) => void;
  allowClear?: boolean;
}

/** One community day (YYYY-MM-DD, as the contracts carry it) on the console's date picker. */
export function DayInput({ id, value, onChange, allowClear }: Props) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      format={datePickerFormat(i18n.language)}
      id={id}
      allowClear={allowClear}
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
    />
  );
}
