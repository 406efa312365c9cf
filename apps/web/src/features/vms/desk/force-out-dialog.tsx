import { type VisitDetail, VMS_REASON_MAX } from '@cc/contracts/vms-records';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useForceOut } from './desk-api';

/**
 * Marks a visit as gone without a checkout (the visitor left by another gate, the slip was never
 * returned): no fee is charged, and the reason is kept with the visit and in the log.
 */
export function ForceOutDialog({
  visit,
  open,
  onClose,
}: {
  visit: VisitDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const save = useForceOut();
  return (
    <FormDialog<{ reason: string }, { visitID: string; reason: string }>
      name="vmsforceout"
      open={open}
      danger
      title={t('forceOut.title', { name: visit.name, code: visit.slipCode })}
      okText={t('forceOut.ok')}
      cancelText={t('actions.cancel')}
      savedText={t('forceOut.done')}
      initialValues={{ reason: '' }}
      save={save}
      toInput={(v) => ({ visitID: visit.visitID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
    >
      <p>{t('forceOut.body')}</p>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[
          { required: true, whitespace: true, message: t('forceOut.reasonRequired') },
          { max: VMS_REASON_MAX, message: t('walkIn.tooLong', { max: VMS_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={VMS_REASON_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
