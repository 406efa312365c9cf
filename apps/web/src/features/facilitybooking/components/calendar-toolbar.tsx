import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '../calendar-title';

const VIEWS: CalendarView[] = ['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'listWeek'];

interface Props {
  title: string;
  view: CalendarView;
  onView: (v: CalendarView) => void;
  onPrev: () => void;
  onToday: () => void;
  onNext: () => void;
}

/** Back, today, forward, the title the console writes (Buddhist era in Thai), and the views. */
export function CalendarToolbar({ title, view, onView, onPrev, onToday, onNext }: Props) {
  const { t } = useTranslation('facilitybooking');
  return (
    <div className="fb-calendar-toolbar">
      <Space>
        {/* Arrows point back and forward in reading order, so right-to-left flips them. */}
        <Button
          aria-label={t('calendar.prev')}
          icon={<LeftOutlined className="fb-flip" />}
          onClick={onPrev}
        />
        <Button onClick={onToday}>{t('calendar.today')}</Button>
        <Button
          aria-label={t('calendar.next')}
          icon={<RightOutlined className="fb-flip" />}
          onClick={onNext}
        />
      </Space>
      <h2 className="fb-calendar-toolbar__title" data-testid="calendar-title" aria-live="polite">
        {title}
      </h2>
      <Segmented<CalendarView>
        value={view}
        onChange={onView}
        options={VIEWS.map((v) => ({ value: v, label: t(`calendar.views.${v}`) }))}
      />
    </div>
  );
}
