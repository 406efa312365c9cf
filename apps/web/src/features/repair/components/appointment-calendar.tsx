import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
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
import type { Appointment, CalendarBlock } from '../calendar-events';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';

const LOCALES = {
  th: thLocale,
  zh: zhLocale,
  ar: arLocale,
  fr: frLocale,
  es: esLocale,
  it: itLocale,
} as const;

export type AppointmentView = 'timeGridDay' | 'timeGridWeek';

export interface AppointmentCalendarProps {
  calendarRef: Ref<CalendarRef>;
  view: AppointmentView;
  timeZone: string;
  blocks: CalendarBlock[];
  hours: { min: string; max: string };
  onOpen: (a: Appointment) => void;
  /** An appointment dragged to a new start; `revert` puts it back when the server refuses. */
  onMove: (a: Appointment, startsAt: string, revert: () => void) => void;
  onRange: (from: string, to: string, view: AppointmentView) => void;
}

/** The technicians' day or week in the community's zone; scheduled visits drag to another slot. */
export function AppointmentCalendar(p: AppointmentCalendarProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language as keyof typeof LOCALES;
  return (
    <div className="rp-calendar" data-testid="appointment-calendar">
      <FullCalendar
        ref={p.calendarRef}
        plugins={[classicTheme, timeGridPlugin, interactionPlugin]}
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
        slotDuration="00:30:00"
        snapDuration="00:30:00"
        editable
        eventDurationEditable={false}
        events={p.blocks}
        eventClick={(e) => {
          const props = e.event.extendedProps as CalendarBlock['extendedProps'];
          if (props.kind === 'appointment') p.onOpen(props.appointment);
        }}
        eventDrop={(info) => {
          const props = info.event.extendedProps as CalendarBlock['extendedProps'];
          if (props.kind !== 'appointment' || !info.event.start) return info.revert();
          p.onMove(props.appointment, info.event.start.toISOString(), info.revert);
        }}
        datesSet={(d) => {
          const last = new Date(`${d.endStr.slice(0, 10)}T00:00:00Z`);
          last.setUTCDate(last.getUTCDate() - 1);
          p.onRange(d.startStr.slice(0, 10), last.toISOString().slice(0, 10), d.view.type as AppointmentView);
        }}
      />
    </div>
  );
}
