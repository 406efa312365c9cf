import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import type { CalendarRef } from '@fullcalendar/react';
import { Alert, App, Button, Segmented, Select, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';
import { useTimeZone } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSchedule, useScheduleList, useSlots } from '../api/requests';
import { useAppointmentSetting, useCategories, useTechnicians } from '../api/settings';
import { useLiveRequests } from '../api/use-live-requests';
import { appointmentBlock, slotBlock, visibleHours } from '../calendar-events';
import { AppointmentCalendar, type AppointmentView } from '../components/appointment-calendar';
import { OfficeOnly } from '../components/office-only';
import { technicianColour } from '../states';
import '../repair.css';
import '../calendar.css';

/** Thai titles count years in the Buddhist era, as Thai offices write them. */
const titleOf = (view: AppointmentView, from: string, to: string, lang: string) => {
  const locale = lang === 'th' ? 'th-TH-u-ca-buddhist' : lang;
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  if (view === 'timeGridDay') return dateTimeFormat(locale, 'UTC', { dateStyle: 'full' }).format(at(from));
  return dateTimeFormat(locale, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    at(from),
    at(to),
  );
};

/**
 * /dashboard/repair/appointment: the technicians' visits by day or week, coloured by technician;
 * choosing a category shades its slots with the places left; a scheduled visit drags to another
 * slot (the server may refuse: its words are shown and the visit goes back).
 */
export function AppointmentPage() {
  return (
    <OfficeOnly op={repairOfficeOps.scheduleList}>
      <AppointmentPageView />
    </OfficeOnly>
  );
}

function AppointmentPageView() {
  const { t, i18n } = useTranslation('repair');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const categoryID = params.get('categoryID') ?? undefined;
  const calendar = useRef<CalendarRef>(null);
  const [view, setView] = useState<AppointmentView>(() =>
    window.matchMedia('(max-width: 767px)').matches ? 'timeGridDay' : 'timeGridWeek',
  );
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  useLiveRequests();
  const appointments = useScheduleList(range);
  const slots = useSlots(categoryID, range);
  const categories = useCategories();
  const technicians = useTechnicians();
  const setting = useAppointmentSetting();
  const schedule = useSchedule();
  const order = useMemo(() => (technicians.data ?? []).map((x) => x.technicianID), [technicians.data]);
  const blocks = useMemo(
    () => [
      ...(slots.data ?? []).map((s) => slotBlock(s, (x) => t('schedule.places', { count: x.places }))),
      ...(appointments.data ?? []).map((a) => appointmentBlock(a, order)),
    ],
    [slots.data, appointments.data, order, t],
  );
  const api = () => calendar.current?.getApi();
  return (
    <div>
      <PageHeader
        title={t('menu.appointments')}
        extra={
          <Select
            allowClear
            aria-label={t('filters.category')}
            placeholder={t('appointments.category')}
            style={{ minWidth: 200 }}
            value={categoryID}
            onChange={(id?: string) => setParams(id ? { categoryID: id } : {}, { replace: true })}
            options={(categories.data ?? []).map((c) => ({ value: c.categoryID, label: c.name }))}
          />
        }
      />
      <Alert type="info" showIcon title={t('appointments.dragHint')} style={{ marginBlockEnd: 12 }} />
      {appointments.error && <Alert type="error" showIcon title={appointments.error.message} />}
      <div className="rp-calendar-toolbar">
        <Space>
          <Button
            aria-label={t('appointments.prev')}
            icon={<LeftOutlined className="rp-flip" />}
            onClick={() => api()?.prev()}
          />
          <Button onClick={() => api()?.today()}>{t('appointments.today')}</Button>
          <Button
            aria-label={t('appointments.next')}
            icon={<RightOutlined className="rp-flip" />}
            onClick={() => api()?.next()}
          />
        </Space>
        <h2 className="rp-calendar-toolbar__title" data-testid="calendar-title" aria-live="polite">
          {range ? titleOf(view, range.from, range.to, i18n.language) : ''}
        </h2>
        <Segmented<AppointmentView>
          value={view}
          onChange={(v) => {
            setView(v);
            api()?.changeView(v);
          }}
          options={[
            { value: 'timeGridDay', label: t('appointments.day') },
            { value: 'timeGridWeek', label: t('appointments.week') },
          ]}
        />
      </div>
      <div className="rp-legend">
        {(technicians.data ?? []).map((x, i) => (
          <span key={x.technicianID} className="rp-legend__item" style={{ background: technicianColour(i) }}>
            {x.name}
          </span>
        ))}
      </div>
      <AppointmentCalendar
        calendarRef={calendar}
        view={view}
        timeZone={timeZone}
        blocks={blocks}
        hours={visibleHours(setting.data?.slots ?? [])}
        onOpen={(a) => navigate(`/dashboard/repair/detail?requestID=${a.requestID}`)}
        onMove={(a, startsAt, revert) =>
          schedule.mutate(
            { requestID: a.requestID, startsAt, technicianID: a.technicianID },
            {
              onSuccess: () => void message.success(t('saved.schedule')),
              onError: (e) => {
                revert();
                void message.error(errorMessageOf(e));
              },
            },
          )
        }
        onRange={(from, to, v) => {
          setRange((r) => (r?.from === from && r.to === to ? r : { from, to }));
          setView(v);
        }}
      />
    </div>
  );
}
