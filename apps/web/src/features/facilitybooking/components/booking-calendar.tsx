import type { Booking } from '@cc/contracts/facilitybooking';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import esLocale from '@fullcalendar/react/locales/es';
import frLocale from '@fullcalendar/react/locales/fr';
import itLocale from '@fullcalendar/react/locales/it';
import thLocale from '@fullcalendar/react/locales/th';
import zhLocale from '@fullcalendar/react/locales/zh-cn';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../shared/i18n/load-language';
import type { CalendarBlock } from '../calendar-events';
import type { CalendarView } from '../calendar-title';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import '../calendar.css';

const LOCALES = {
  th: thLocale,
  zh: zhLocale,
  ar: arLocale,
  fr: frLocale,
  es: esLocale,
  it: itLocale,
} as const;

export interface BookingCalendarProps {
  calendarRef: Ref<CalendarRef>;
  view: CalendarView;
  timeZone: string;
  blocks: CalendarBlock[];
  hours: { min: string; max: string };
  step: string;
  /** Dragging over slots books them; off while no facility is chosen or the member cannot book. */
  selectable: boolean;
  onSelect: (start: string, end: string) => void;
  onBooking: (booking: Booking) => void;
  /** The community days shown, inclusive. */
  onRange: (from: string, to: string, view: CalendarView) => void;
}

/**
 * FullCalendar in the community's zone and the reader's language; the page draws its own
 * toolbar (for the Buddhist-era title), so the calendar's is off.
 */
export function BookingCalendar(p: BookingCalendarProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language as keyof typeof LOCALES;
  return (
    <div
      className={`fb-calendar${p.view === 'timeGridDay' ? '' : ' fb-calendar--wide'}`}
      data-testid="booking-calendar"
    >
      <FullCalendar
        ref={p.calendarRef}
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={p.view}
        headerToolbar={false}
        locale={LOCALES[lang] ?? 'en'}
        direction={isRtl(lang) ? 'rtl' : 'ltr'}
        timeZone={p.timeZone}
        height="auto"
        allDaySlot={false}
        nowIndicator
        slotMinTime={p.hours.min}
        slotMaxTime={p.hours.max}
        slotDuration={p.step}
        snapDuration={p.step}
        selectable={p.selectable}
        selectMirror
        selectLongPressDelay={300}
        dayMaxEvents={4}
        events={p.blocks}
        select={(s) => p.onSelect(s.startStr, s.endStr)}
        eventClick={(e) => {
          const props = e.event.extendedProps as CalendarBlock['extendedProps'];
          if (props.kind === 'booking') p.onBooking(props.booking);
        }}
        datesSet={(d) => {
          const last = new Date(`${d.endStr.slice(0, 10)}T00:00:00Z`);
          last.setUTCDate(last.getUTCDate() - 1);
          p.onRange(d.startStr.slice(0, 10), last.toISOString().slice(0, 10), d.view.type as CalendarView);
        }}
      />
    </div>
  );
}
