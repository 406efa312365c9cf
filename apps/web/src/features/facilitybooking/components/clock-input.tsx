import { TimePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (clock: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A clock time (HH:MM, as the contracts carry it) picked on antd's TimePicker, 5-minute steps. */
export function ClockInput({ id, value, onChange, disabled, 'aria-label': label }: Props) {
  return (
    <TimePicker
      id={id}
      aria-label={label}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      allowClear={false}
      disabled={disabled}
      value={value ? dayjs(`2000-01-01T${value}`) : null}
      onChange={(d) => d && onChange?.(d.format('HH:mm'))}
    />
  );
}
