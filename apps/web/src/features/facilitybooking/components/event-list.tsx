import { PlusOutlined } from '@ant-design/icons';
import type { FacilityEvent } from '@cc/contracts/facilitybooking';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { useDeleteEvent, useFacilityEvents } from '../api/events';
import { addDays, dayAt, dayOf, todayIn } from '../format';
import { repeatText } from '../repeat-text';
import { EventDialog } from './event-dialog';
import { ReasonDialog } from './reason-dialog';

/** How far ahead the detail page looks for events (the API reads at most 62 days at once). */
const AHEAD_DAYS = 61;

/** A facility's events with an occurrence in the coming two months, with add, change and remove. */
export function EventList({ facilityID }: { facilityID: string }) {
  const { t, i18n } = useTranslation('facilitybooking');
  const can = useCan();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const events = useFacilityEvents(facilityID, today, addDays(today, AHEAD_DAYS));
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<FacilityEvent | 'new' | null>(null);
  const [removing, setRemoving] = useState<FacilityEvent | null>(null);
  const office = can(bookingOps.createEvent);
  const next = (eventID: string) => events.data?.occurrences.find((o) => o.eventID === eventID);
  if (events.error) return <Alert type="error" showIcon title={events.error.message} />;
  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <h2 className="fb-section">{t('events.heading')}</h2>
        {office && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('events.add')}
          </Button>
        )}
      </Space>
      <Table<FacilityEvent>
        rowKey="eventID"
        data-testid="event-table"
        size="small"
        loading={events.isPending}
        dataSource={events.data?.events ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('events.empty') }}
        columns={[
          { key: 'title', title: t('events.title'), dataIndex: 'title' },
          { key: 'time', title: t('events.time'), render: (_, e) => `${e.startTime}–${e.endTime}` },
          {
            key: 'repeat',
            title: t('events.repeat'),
            render: (_, e) => repeatText(e.rrule, t, i18n.language),
          },
          {
            key: 'next',
            title: t('events.next'),
            render: (_, e) => {
              const o = next(e.eventID);
              return o ? dayAt(o.startsAt, timeZone, i18n.language) : dayOf(e.date, i18n.language);
            },
          },
          ...(office
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, e: FacilityEvent) => (
                    <Space size={4}>
                      <Button size="small" onClick={() => setEditing(e)}>
                        {t('common.edit')}
                      </Button>
                      <Button size="small" danger onClick={() => setRemoving(e)}>
                        {t('common.remove')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <EventDialog
          facilityID={facilityID}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ReasonDialog
          name="delete-event"
          title={t('events.removeTitle', { title: removing.title })}
          body={t('events.removeBody')}
          okText={t('common.remove')}
          savedText={t('events.removed')}
          required={false}
          danger
          save={remove}
          toInput={(reason) => ({ eventID: removing.eventID, reason })}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
