import { RECALL_REASON_MAX } from '@cc/contracts/billing';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useRecall } from '../api/billing';

interface Props {
  open: boolean;
  billID: string;
  billNo: string;
  onClose: () => void;
}

/** Voiding an issued unpaid bill: the reason is required and kept with the bill, as is its number. */
export function RecallDialog({ open, billID, billNo, onClose }: Props) {
  const { t } = useTranslation('billing');
  const recall = useRecall();
  return (
    <FormDialog<{ reason: string }, { billID: string; reason: string }>
      name="recall"
      open={open}
      title={t('recall.title', { billNo })}
      okText={t('recall.ok')}
      cancelText={t('common.cancel')}
      savedText={t('recall.done')}
      initialValues={{}}
      save={recall}
      toInput={(v) => ({ billID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p>{t('recall.explain')}</p>
      <Form.Item
        name="reason"
        label={t('recall.reason')}
        rules={[
          { required: true, whitespace: true, message: t('recall.reasonRequired') },
          { max: RECALL_REASON_MAX, message: t('common.max', { max: RECALL_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={RECALL_REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
