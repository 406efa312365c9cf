import type { IssueTaskDetail } from '@cc/contracts/issuetracking';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { focusOnOpen } from '../../../../shared/ui/focus-on-open';
import { useGroups } from '../api/board-queries';
import { useMoveTask } from '../api/task-mutations';
import { errorText } from '../task-labels';

/** Move a current task to another group (to the end of its column); the move stays in its activity. */
export function MoveTaskDialog({
  task,
  onClose,
}: {
  task: IssueTaskDetail;
  onClose: (groupID?: string) => void;
}) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ groupID: string }>();
  const groups = useGroups();
  const move = useMoveTask();
  const others = (groups.data ?? []).filter((g) => g.groupID !== task.groupID);
  const submit = ({ groupID }: { groupID: string }) =>
    move.mutate(
      { taskID: task.taskID, version: task.version, groupID },
      {
        onSuccess: () => {
          const name = others.find((g) => g.groupID === groupID)?.name ?? '';
          void message.success(t('move.done', { number: task.number, group: name }));
          onClose(groupID);
        },
        onError: (e) => void message.error(errorText(t, e)),
      },
    );
  return (
    <Modal
      open
      title={t('move.title', { number: task.number })}
      okText={t('move.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      afterOpenChange={focusOnOpen('move_groupID')}
      okButtonProps={{ 'data-testid': 'move-confirm' }}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Form form={form} name="move" layout="vertical" onFinish={submit}>
        <Form.Item
          name="groupID"
          label={t('move.group')}
          rules={[{ required: true, message: t('validation.groupRequired') }]}
        >
          <Select
            // An office keeps tens of groups: found by typing a few letters of the name, and every
            // option is in the page (no virtual list), so the newest is reached by scrolling too.
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            options={others.map((g) => ({ value: g.groupID, label: g.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
