import { BOOKING_NOTE_MAX, type Slot } from '@cc/contracts/facilitybooking';
import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useTimeZone } from '../../../shared/session/use-community';
import { useBookMultiple } from '../api/bookings';
import { spanOf } from '../format';
import { UnitSelect } from './unit-select';

interface Values {
  unitID: string;
  people: number;
  note?: string;
}

interface Props {
  facilityName: string;
  maxPeople: number;
  slots: Slot[];
  onClose: () => void;
}

/**
 * Books the slots the office dragged over, for one unit, all or none. A refusal (a limit, a
 * full slot) stays in the dialog in the server's words, which already speak the reader's language.
 */
export function BookDialog({ facilityName, maxPeople, slots, onClose }: Props) {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [form] = Form.useForm<Values>();
  const book = useBookMultiple();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (v: Values) =>
    book.mutate(
      {
        unitID: v.unitID,
        people: v.people,
        note: v.note?.trim() || undefined,
        slots: slots.map((s) => ({ facilityID: s.facilityID, startsAt: s.startsAt })),
      },
      {
        onSuccess: (made) => {
          void message.success(t('book.done', { count: made.length }));
          onClose();
        },
        onError: (e) => setRefusal(errorMessageOf(e)),
      },
    );
  return (
    <Modal
      open
      title={t('book.title', { facility: facilityName })}
      okText={t('book.ok', { count: slots.length })}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={book.isPending}
      destroyOnHidden
    >
      <ul className="fb-book-slots" data-testid="book-slots">
        {slots.map((s) => (
          <li key={s.startsAt}>
            {spanOf(s.startsAt, s.endsAt, timeZone)} · {t('slot.left', { count: s.left })}
          </li>
        ))}
      </ul>
      <Form<Values> form={form} name="book" layout="vertical" initialValues={{ people: 1 }} onFinish={submit}>
        <Form.Item
          name="unitID"
          label={t('book.unit')}
          rules={[{ required: true, message: t('book.unitRequired') }]}
        >
          <UnitSelect />
        </Form.Item>
        <Form.Item
          name="people"
          label={t('book.people')}
          rules={[
            {
              required: true,
              type: 'number',
              min: 1,
              max: maxPeople,
              message: t('book.peopleRange', { max: maxPeople }),
            },
          ]}
        >
          <InputNumber min={1} max={maxPeople} precision={0} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('book.note')}
          rules={[{ max: BOOKING_NOTE_MAX, message: t('validation.tooLong', { max: BOOKING_NOTE_MAX }) }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="book-refusal" />}
    </Modal>
  );
}
