import { RECALL_REASON_MAX } from '@cc/contracts/billing';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useRecallMessage } from '../api/messages';

interface Props {
  open: boolean;
  messageID: string;
  title: string;
  onClose: () => void;
}

/** Recalling a message: residents stop seeing it; the reason is required and kept with who and when. */
export function RecallMessageDialog({ open, messageID, title, onClose }: Props) {
  const { t } = useTranslation('billing');
  const recall = useRecallMessage();
  return (
    <FormDialog<{ reason: string }, { messageID: string; reason: string }>
      name="messageRecall"
      open={open}
      title={t('message.recallTitle', { title })}
      okText={t('message.recallOk')}
      cancelText={t('common.cancel')}
      savedText={t('message.recallDone')}
      initialValues={{}}
      save={recall}
      toInput={(v) => ({ messageID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
    >
      <p>{t('message.recallExplain')}</p>
      <Form.Item
        name="reason"
        label={t('message.recallReason')}
        rules={[
          { required: true, whitespace: true, message: t('message.recallReasonRequired') },
          { max: RECALL_REASON_MAX, message: t('common.max', { max: RECALL_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={RECALL_REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
