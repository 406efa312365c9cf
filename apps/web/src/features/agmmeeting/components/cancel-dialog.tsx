import { AGM_REASON_MAX } from '@cc/contracts/agmmeeting';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCancelMeeting } from '../api/meetings';

/** Cancels a meeting for good; the reason stays on it (owners already noticed are told why). */
export function CancelDialog({
  open,
  meetingID,
  onClose,
}: {
  open: boolean;
  meetingID: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const cancel = useCancelMeeting();
  return (
    <FormDialog<{ reason: string }, { meetingID: string; reason: string }>
      name="meeting-cancel"
      open={open}
      title={t('meeting.cancelConfirm')}
      okText={t('meeting.cancel')}
      cancelText={t('shared:common.cancel')}
      savedText={t('meeting.cancelDone')}
      initialValues={{}}
      save={cancel}
      toInput={(v) => ({ meetingID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[
          { required: true, whitespace: true, message: t('validation.reasonRequired') },
          { max: AGM_REASON_MAX, message: t('validation.max', { max: AGM_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
