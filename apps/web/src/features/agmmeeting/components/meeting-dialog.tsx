import {
  AGM_MEETING_KINDS,
  AGM_NOTICE_DAYS_MIN,
  AGM_TITLE_MAX,
  type AgmMeeting,
} from '@cc/contracts/agmmeeting';
import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { instantToWall, wallToInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type MeetingFields, useSaveMeeting } from '../api/meetings';
import { pickerFormat } from './picker-format';
import { VenueFields } from './venue-fields';

interface Values {
  kind: AgmMeeting['kind'];
  title: string;
  startsAt: Dayjs;
  place: string;
  onlineUrl?: string;
  yearEnd?: Dayjs | null;
}

/** Creates a meeting, or edits one not yet in session: what, when (the community's clock), where. */
export function MeetingDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AgmMeeting | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agmmeeting');
  const timeZone = useTimeZone();
  const save = useSaveMeeting();
  const format = pickerFormat(i18n.language);
  return (
    <FormDialog<Values, MeetingFields & { meetingID?: string }>
      name="meeting"
      open={open}
      title={editing ? t('meeting.edit') : t('meeting.add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={
        editing
          ? {
              kind: editing.kind,
              title: editing.title,
              startsAt: instantToWall(editing.startsAt, timeZone),
              place: editing.place,
              onlineUrl: editing.onlineUrl ?? undefined,
              yearEnd: editing.yearEnd ? dayjs(editing.yearEnd) : null,
            }
          : { kind: 'ANNUAL' }
      }
      save={save}
      toInput={(v) => ({
        meetingID: editing?.meetingID,
        kind: v.kind,
        title: v.title.trim(),
        startsAt: wallToInstant(v.startsAt, timeZone),
        place: v.place.trim(),
        onlineUrl: v.onlineUrl?.trim() || null,
        yearEnd: v.kind === 'ANNUAL' && v.yearEnd ? v.yearEnd.format('YYYY-MM-DD') : null,
      })}
      onClose={onClose}
      focus="title"
    >
      <Form.Item name="kind" label={t('fields.kind')} rules={[{ required: true }]}>
        <Select options={AGM_MEETING_KINDS.map((k) => ({ value: k, label: t(`meetingKind.${k}`) }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('fields.title')}
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { max: AGM_TITLE_MAX, message: t('validation.max', { max: AGM_TITLE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="startsAt"
        label={t('fields.startsAt')}
        rules={[{ required: true, message: t('validation.required') }]}
        extra={t('meeting.noticeHint', { days: AGM_NOTICE_DAYS_MIN })}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={format} style={{ width: '100%' }} />
      </Form.Item>
      <VenueFields />
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'ANNUAL' && (
            <Form.Item name="yearEnd" label={t('fields.yearEnd')} extra={t('meeting.yearEndHint')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormDialog>
  );
}
