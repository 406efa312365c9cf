import { AGM_RECONVENE_DAYS_MAX, type AgmMeeting } from '@cc/contracts/agmmeeting';
import type { AgmMeetingReconvene } from '@cc/contracts/agmmeeting-inputs';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { wallToInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useReconvene } from '../api/meetings';
import { pickerFormat } from './picker-format';
import { VenueFields } from './venue-fields';

interface Values {
  startsAt: Dayjs;
  place: string;
  onlineUrl?: string;
}

/**
 * Calls the meeting again after it missed its quorum (or an item missed half of all votes): the
 * law gives 15 days, and the new meeting needs no quorum.
 */
export function ReconveneDialog({
  open,
  meeting,
  onClose,
}: {
  open: boolean;
  meeting: AgmMeeting;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agmmeeting');
  const timeZone = useTimeZone();
  const save = useReconvene();
  return (
    <FormDialog<Values, Omit<AgmMeetingReconvene, 'communityID'>>
      name="reconvene"
      open={open}
      title={t('reconvene.title')}
      okText={t('reconvene.action')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={{ place: meeting.place, onlineUrl: meeting.onlineUrl ?? undefined }}
      save={save}
      toInput={(v) => ({
        meetingID: meeting.meetingID,
        startsAt: wallToInstant(v.startsAt, timeZone),
        place: v.place.trim(),
        onlineUrl: v.onlineUrl?.trim() || null,
      })}
      onClose={onClose}
      focus="startsAt"
    >
      <p>{t('reconvene.body', { days: AGM_RECONVENE_DAYS_MAX })}</p>
      <Form.Item
        name="startsAt"
        label={t('fields.startsAt')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={pickerFormat(i18n.language)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <VenueFields />
    </FormDialog>
  );
}
