import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCancelMeeting } from '../api/meetings';
import { ReasonField } from './reason-field';

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
      <ReasonField />
    </FormDialog>
  );
}
