import { CHAT_HOLIDAYS_MAX } from '@cc/contracts/chat';
import { Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../shared/ui/date-picker';
import { calendarDayOf } from '../format';

interface Props {
  value?: string[];
  onChange?: (days: string[]) => void;
}

/** Days the office is closed: picked one by one (Buddhist era in Thai), shown in order. */
export function HolidaysField({ value = [], onChange }: Props) {
  const { t, i18n } = useTranslation('chat');
  return (
    <div>
      <DatePicker
        aria-label={t('preference.addHoliday')}
        placeholder={t('preference.addHoliday')}
        disabled={value.length >= CHAT_HOLIDAYS_MAX}
        value={null}
        onChange={(d: Dayjs | null) => {
          if (!d) return;
          const day = d.format('YYYY-MM-DD');
          if (!value.includes(day)) onChange?.([...value, day].sort());
        }}
      />
      <div className="ch-holidays" data-testid="holidays">
        {value.length === 0 && <span className="cc-muted">{t('preference.noHolidays')}</span>}
        {value.map((day) => (
          <Tag key={day} closable onClose={() => onChange?.(value.filter((d) => d !== day))}>
            {calendarDayOf(day, i18n.language)}
          </Tag>
        ))}
      </div>
    </div>
  );
}
