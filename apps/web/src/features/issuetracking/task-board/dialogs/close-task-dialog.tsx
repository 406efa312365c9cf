import { CLOSE_NOTE_MAX, type IssueTask } from '@cc/contracts/issuetracking';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { focusOnOpen } from '../../../../shared/ui/focus-on-open';
import { useCloseTask } from '../api/task-mutations';
import { errorText } from '../task-labels';
import { FilesPicker } from './files-picker';

interface Values {
  note?: string;
  photos?: File[];
}

/** Close a current task: a note and an optional photo of the work done; records who and when. */
export function CloseTaskDialog({ task, onClose }: { task: IssueTask; onClose: () => void }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseTask();
  const submit = (v: Values) =>
    close.mutate(
      {
        taskID: task.taskID,
        version: task.version,
        note: v.note?.trim() ?? '',
        photo: v.photos?.[0] ?? null,
      },
      {
        onSuccess: () => {
          void message.success(t('close.done', { number: task.number }));
          onClose();
        },
        onError: (e) => void message.error(errorText(t, e)),
      },
    );
  return (
    <Modal
      open
      title={t('close.title', { number: task.number })}
      okText={t('close.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={focusOnOpen('close_note')}
      confirmLoading={close.isPending}
      okButtonProps={{ 'data-testid': 'close-confirm' }}
      destroyOnHidden
    >
      <p>{task.title}</p>
      <Form form={form} name="close" layout="vertical" onFinish={submit}>
        <Form.Item
          name="note"
          label={t('close.note')}
          rules={[{ max: CLOSE_NOTE_MAX, message: t('validation.max', { max: CLOSE_NOTE_MAX }) }]}
        >
          <Input.TextArea rows={3} maxLength={CLOSE_NOTE_MAX} showCount />
        </Form.Item>
        <Form.Item name="photos" label={t('close.photo')}>
          <FilesPicker max={1} label={t('files.addPhoto')} testID="close-photo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
