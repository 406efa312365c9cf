import { type IssueTaskDetail, RECALL_REASON_MAX } from '@cc/contracts/issuetracking';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { focusOnOpen } from '../../../../shared/ui/focus-on-open';
import { useRecallTask } from '../api/task-mutations';
import { errorText } from '../task-labels';

/** Reopen a closed task (managers): the reason is required and the recall is counted. */
export function RecallTaskDialog({ task, onClose }: { task: IssueTaskDetail; onClose: () => void }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const recall = useRecallTask();
  const submit = ({ reason }: { reason: string }) =>
    recall.mutate(
      { taskID: task.taskID, version: task.version, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('recall.done', { number: task.number }));
          onClose();
        },
        onError: (e) => void message.error(errorText(t, e)),
      },
    );
  return (
    <Modal
      open
      title={t('recall.title', { number: task.number })}
      okText={t('recall.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={focusOnOpen('recall_reason')}
      okButtonProps={{ 'data-testid': 'recall-confirm' }}
      confirmLoading={recall.isPending}
      destroyOnHidden
    >
      <Form form={form} name="recall" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('recall.reason')}
          rules={[
            { required: true, whitespace: true, message: t('validation.reasonRequired') },
            { max: RECALL_REASON_MAX, message: t('validation.max', { max: RECALL_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={RECALL_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
