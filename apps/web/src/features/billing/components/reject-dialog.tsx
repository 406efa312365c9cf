import { REJECT_REASON_MAX } from '@cc/contracts/billing';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useReject } from '../api/evidence-decisions';

interface Props {
  open: boolean;
  evidenceID: string;
  unitNo: string;
  onClose: () => void;
}

/** Rejecting a waiting payment: the reason is required, and the unit's residents are told it. */
export function RejectDialog({ open, evidenceID, unitNo, onClose }: Props) {
  const { t } = useTranslation('billing');
  const reject = useReject();
  return (
    <FormDialog<{ reason: string }, { evidenceID: string; reason: string }>
      name="reject"
      open={open}
      title={t('reject.title', { unitNo })}
      okText={t('reject.ok')}
      cancelText={t('common.cancel')}
      savedText={t('reject.done')}
      initialValues={{}}
      save={reject}
      toInput={(v) => ({ evidenceID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
    >
      <p>{t('reject.explain')}</p>
      <Form.Item
        name="reason"
        label={t('reject.reason')}
        rules={[
          { required: true, whitespace: true, message: t('reject.reasonRequired') },
          { max: REJECT_REASON_MAX, message: t('common.max', { max: REJECT_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
