import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DatePicker } from '../../../shared/ui/date-picker';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (days: string[]) => void;
}

/** Several days (closed dates, skipped occurrences), as the contracts' YYYY-MM-DD list. */
export function DaysInput({ id, value, onChange }: Props) {
  return (
    <DatePicker<Dayjs, true>
      id={id}
      multiple
      maxTagCount="responsive"
      style={{ width: '100%' }}
      value={(value ?? []).map((d) => dayjs(d))}
      onChange={(days) => onChange?.((days ?? []).map((d) => d.format('YYYY-MM-DD')).sort())}
    />
  );
}
