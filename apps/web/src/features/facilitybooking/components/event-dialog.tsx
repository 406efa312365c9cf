import {
  type Booking,
  EVENT_TITLE_MAX,
  EXDATES_MAX,
  type FacilityEvent,
} from '@cc/contracts/facilitybooking';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useTimeZone } from '../../../shared/session/use-community';
import { useSaveEvent } from '../api/events';
import { type EventFormValues, eventToFormValues, newEventValues, toEventInput } from '../event-form-values';
import { spanOf, todayIn, weekdayNames } from '../format';
import { ClockInput } from './clock-input';
import { DayInput } from './day-input';
import { DaysInput } from './days-input';

interface Props {
  facilityID: string;
  /** The event to change, or none for a new one. */
  event: FacilityEvent | null;
  onClose: () => void;
}

/**
 * Adds or changes a blocking event. It first asks the API which bookings it would clash with
 * (a dry run); with none it saves, with some it lists them and saves only if the office chooses
 * to cancel them (their residents are told).
 */
export function EventDialog({ facilityID, event, onClose }: Props) {
  const { t, i18n } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [form] = Form.useForm<EventFormValues>();
  const save = useSaveEvent();
  const [clashes, setClashes] = useState<Booking[] | null>(null);
  const [values, setValues] = useState<EventFormValues | null>(null);
  const send = async (v: EventFormValues, clash: 'CANCEL' | 'REFUSE', dryRun: boolean) =>
    save.mutateAsync({ ...toEventInput(v, facilityID), eventID: event?.eventID, clashes: clash, dryRun });
  const check = async (v: EventFormValues) => {
    try {
      const dry = await send(v, 'REFUSE', true);
      if (dry.clashes.length) {
        setValues(v);
        setClashes(dry.clashes);
        return;
      }
      await send(v, 'REFUSE', false);
      void message.success(t('events.saved'));
      onClose();
    } catch (e) {
      void message.error(errorMessageOf(e));
    }
  };
  const cancelThem = async () => {
    try {
      await send(values!, 'CANCEL', false);
      void message.success(t('events.savedCancelled', { count: clashes!.length }));
      onClose();
    } catch (e) {
      void message.error(errorMessageOf(e));
    }
  };
  const days = weekdayNames(i18n.language);
  return (
    <Modal
      open
      title={event ? t('events.edit') : t('events.add')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        clashes ? (
          <Space wrap>
            <Button onClick={() => setClashes(null)}>{t('common.back')}</Button>
            <Button danger type="primary" loading={save.isPending} onClick={() => void cancelThem()}>
              {t('events.cancelAndSave', { count: clashes.length })}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t('common.save')}
            </Button>
          </Space>
        )
      }
    >
      {clashes && (
        <Alert
          type="warning"
          showIcon
          title={t('events.clashes', { count: clashes.length })}
          data-testid="event-clashes"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {clashes.map((b) => (
                <li key={b.bookingID}>
                  {b.unitNo} · {spanOf(b.startsAt, b.endsAt, timeZone)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Form<EventFormValues>
        form={form}
        name="event"
        layout="vertical"
        hidden={!!clashes}
        initialValues={event ? eventToFormValues(event) : newEventValues(todayIn(timeZone))}
        onFinish={(v) => void check(v)}
      >
        <Form.Item
          name="title"
          label={t('events.title')}
          rules={[
            { required: true, whitespace: true, message: t('validation.titleRequired') },
            { max: EVENT_TITLE_MAX, message: t('validation.tooLong', { max: EVENT_TITLE_MAX }) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('events.date')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <DayInput allowClear={false} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="startTime" label={t('events.startTime')}>
            <ClockInput />
          </Form.Item>
          <Form.Item name="endTime" label={t('events.endTime')} extra={t('events.endHelp')}>
            <ClockInput />
          </Form.Item>
        </Space>
        <Form.Item name="frequency" label={t('events.repeat')}>
          <Radio.Group
            optionType="button"
            options={(['NONE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const).map((f) => ({
              value: f,
              label: t(`repeat.${f}`),
            }))}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['frequency']}>
          {({ getFieldValue }) => {
            const frequency = getFieldValue('frequency') as EventFormValues['frequency'];
            if (frequency === 'NONE') return null;
            return (
              <>
                {frequency === 'WEEKLY' && (
                  <Form.Item name="weekdays" label={t('events.weekdays')}>
                    <Checkbox.Group options={days.map((d, i) => ({ value: i, label: d }))} />
                  </Form.Item>
                )}
                <Form.Item name="until" label={t('events.until')} extra={t('events.untilHelp')}>
                  <DayInput allowClear />
                </Form.Item>
                <Form.Item
                  name="exdates"
                  label={t('events.exdates')}
                  rules={[
                    {
                      type: 'array',
                      max: EXDATES_MAX,
                      message: t('validation.tooMany', { max: EXDATES_MAX }),
                    },
                  ]}
                >
                  <DaysInput />
                </Form.Item>
              </>
            );
          }}
        </Form.Item>
      </Form>
    </Modal>
  );
}
