import { MULTIPLE_SLOTS_MAX, type Slot } from '@cc/contracts/facilitybooking';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import type { CalendarRef } from '@fullcalendar/react';
import { Alert, App, Checkbox, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCalendar, useSlots } from '../api/bookings';
import { useFacilities } from '../api/facilities';
import { useLiveBookings } from '../api/use-live-bookings';
import {
  bookingBlock,
  gridStep,
  occurrenceBlock,
  shownOnCalendar,
  slotBlock,
  slotsInSpan,
  visibleHours,
} from '../calendar-events';
import { type CalendarView, calendarTitle } from '../calendar-title';
import { BookDialog } from '../components/book-dialog';
import { BookingCalendar } from '../components/booking-calendar';
import { BookingDrawer } from '../components/booking-drawer';
import { CalendarLegend } from '../components/calendar-legend';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { OfficeOnly } from '../components/office-only';
import '../facilitybooking.css';

/**
 * /dashboard/facilitybooking/booking: every booking and event by day, week, month or list.
 * Choosing a facility shades its slots with the places left; dragging over them books them for
 * a unit at once. New bookings from residents' app appear as they come (useLiveBookings).
 */
export function CalendarPage() {
  return (
    <OfficeOnly op={bookingOps.calendar}>
      <CalendarPageView />
    </OfficeOnly>
  );
}

function CalendarPageView() {
  const { t, i18n } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const facilityID = params.get('facilityID') ?? undefined;
  const calendar = useRef<CalendarRef>(null);
  // A phone opens on one day; a week's seven columns would not fit its width.
  const [view, setView] = useState<CalendarView>(() =>
    window.matchMedia('(max-width: 767px)').matches ? 'timeGridDay' : 'timeGridWeek',
  );
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [picked, setPicked] = useState<Slot[] | null>(null);
  const [openBookingID, setOpenBookingID] = useState<string | null>(null);
  const [withEnded, setWithEnded] = useState(false);
  useLiveBookings();
  const facilities = useFacilities();
  const facility = facilities.data?.find((f) => f.facilityID === facilityID);
  const data = useCalendar(range, facilityID);
  const slots = useSlots(facility?.facilityID, range);
  const timeGrid = view.startsWith('timeGrid');
  const blocks = useMemo(() => {
    const label = (s: Slot) =>
      s.blockedBy && s.blockedBy !== 'FULL' ? t(`block.${s.blockedBy}`) : t('slot.left', { count: s.left });
    return [
      ...(timeGrid ? (slots.data ?? []).flatMap((s) => slotBlock(s, label) ?? []) : []),
      ...(data.data?.events ?? []).map(occurrenceBlock),
      ...shownOnCalendar(data.data?.bookings ?? [], withEnded).map(bookingBlock),
    ];
  }, [data.data, slots.data, timeGrid, withEnded, t]);
  const open = data.data?.bookings.find((b) => b.bookingID === openBookingID) ?? null;

  const onSelect = (start: string, end: string) => {
    calendar.current?.getApi().unselect();
    const chosen = slotsInSpan(slots.data ?? [], start, end).filter(
      (s) => s.left > 0 && s.blockedBy !== 'EVENT' && s.blockedBy !== 'PAST',
    );
    if (!chosen.length) return void message.warning(t('book.noSlots'));
    if (chosen.length > MULTIPLE_SLOTS_MAX)
      return void message.warning(t('book.tooMany', { max: MULTIPLE_SLOTS_MAX }));
    setPicked(chosen);
  };
  const api = () => calendar.current?.getApi();
  return (
    <div>
      <PageHeader
        title={t('menu.calendar')}
        extra={
          <Select
            allowClear
            aria-label={t('calendar.facility')}
            placeholder={t('calendar.allFacilities')}
            style={{ minWidth: 200 }}
            value={facilityID}
            loading={facilities.isPending}
            onChange={(id?: string) => setParams(id ? { facilityID: id } : {}, { replace: true })}
            options={(facilities.data ?? []).map((f) => ({ value: f.facilityID, label: f.name }))}
          />
        }
      />
      {facility && can(bookingOps.bookMultiple) && (
        <Alert type="info" showIcon title={t('calendar.dragHint')} style={{ marginBlockEnd: 12 }} />
      )}
      {data.error && <Alert type="error" showIcon title={data.error.message} />}
      <CalendarToolbar
        title={range ? calendarTitle(view, range.from, range.to, i18n.language) : ''}
        view={view}
        onView={(v) => {
          setView(v);
          api()?.changeView(v);
        }}
        onPrev={() => api()?.prev()}
        onToday={() => api()?.today()}
        onNext={() => api()?.next()}
      />
      <CalendarLegend />
      <Checkbox
        checked={withEnded}
        onChange={(e) => setWithEnded(e.target.checked)}
        style={{ marginBlockEnd: 8 }}
      >
        {t('calendar.withEnded')}
      </Checkbox>
      <BookingCalendar
        calendarRef={calendar}
        view={view}
        timeZone={timeZone}
        blocks={blocks}
        hours={facility ? visibleHours(facility.hours) : { min: '06:00:00', max: '23:00:00' }}
        step={facility ? gridStep(facility.slotMinutes) : '00:30:00'}
        selectable={!!facility && can(bookingOps.bookMultiple)}
        onSelect={onSelect}
        onBooking={(b) => setOpenBookingID(b.bookingID)}
        onRange={(from, to, v) => {
          setRange((r) => (r?.from === from && r.to === to ? r : { from, to }));
          setView(v);
        }}
      />
      {picked && facility && (
        <BookDialog
          facilityName={facility.name}
          maxPeople={facility.maxPeople}
          slots={picked}
          onClose={() => setPicked(null)}
        />
      )}
      <BookingDrawer booking={open} onClose={() => setOpenBookingID(null)} />
    </div>
  );
}
