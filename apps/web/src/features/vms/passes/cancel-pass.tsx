import type { GuestPassRecord } from '@cc/contracts/vms-pass-records';
import { VMS_REASON_MAX } from '@cc/contracts/vms-records';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCancelPass } from './api/passes';

/** Asks before a pass is cancelled for good, with an optional reason for the log. */
export function CancelPass({ pass, onClose }: { pass: GuestPassRecord | null; onClose: () => void }) {
  const { t } = useTranslation('passes');
  const cancel = useCancelPass();
  return (
    <FormDialog<{ reason?: string }, { passID: string; reason?: string }>
      name="cancelPass"
      open={!!pass}
      danger
      title={t('cancel.title', { guest: pass?.guestName ?? '' })}
      okText={t('cancel.ok')}
      cancelText={t('cancel.back')}
      savedText={t('cancel.done')}
      initialValues={{}}
      save={cancel}
      focus="reason"
      onClose={onClose}
      toInput={(v) => ({ passID: pass!.passID, reason: v.reason?.trim() || undefined })}
    >
      <Typography.Paragraph>{t('cancel.body')}</Typography.Paragraph>
      <Form.Item name="reason" label={t('cancel.reason')}>
        <Input maxLength={VMS_REASON_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
