import { type IssuePriority, type IssueTask, TASK_ATTACHMENTS_MAX } from '@cc/contracts/issuetracking';
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wallToInstant } from '../../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { FormDialog } from '../../../../shared/ui/form-dialog';
import { useGroups } from '../api/board-queries';
import { type NewTask, useCreateTask } from '../api/task-mutations';
import { FilesPicker } from './files-picker';
import { TaskFormItems } from './task-fields';

interface Values {
  groupID: string;
  title: string;
  text?: string;
  assigneeIDs?: string[];
  priority: IssuePriority;
  dueAt?: Dayjs | null;
  labels?: string[];
  photos?: File[];
}

/**
 * Add a task (`?new=1` or the button): every field reachable with Tab, Enter saves. A due time
 * left empty is set by the server from the priority's SLA. Closing answers the new task, if one
 * was made, so the page opens it.
 */
export function AddTaskDialog({
  open,
  groupID,
  onClose,
}: {
  open: boolean;
  groupID: string;
  onClose: (added?: IssueTask) => void;
}) {
  const { t } = useTranslation('task-board');
  const tz = useTimeZone();
  const groups = useGroups();
  const create = useCreateTask();
  const added = useRef<IssueTask | undefined>(undefined);
  const save = {
    isPending: create.isPending,
    mutate: (input: NewTask, on: { onSuccess: () => void; onError: (e: unknown) => void }) =>
      create.mutate(input, {
        onSuccess: (task) => {
          added.current = task;
          on.onSuccess();
        },
        onError: on.onError,
      }),
  };
  return (
    <FormDialog<Values, NewTask>
      name="task"
      focus="title"
      open={open}
      title={t('add.title')}
      okText={t('add.save')}
      cancelText={t('common.cancel')}
      savedText={t('add.saved')}
      initialValues={{ groupID: groupID || undefined, priority: 'NORMAL' }}
      save={save}
      toInput={(v) => ({
        groupID: v.groupID,
        title: v.title.trim(),
        text: v.text?.trim() ?? '',
        assigneeIDs: v.assigneeIDs ?? [],
        priority: v.priority,
        dueAt: v.dueAt ? wallToInstant(v.dueAt, tz) : null,
        labels: (v.labels ?? []).map((l) => l.trim()).filter(Boolean),
        photos: v.photos ?? [],
      })}
      onClose={() => {
        onClose(added.current);
        added.current = undefined;
      }}
    >
      <Form.Item
        name="groupID"
        label={t('fields.group')}
        rules={[{ required: true, message: t('validation.groupRequired') }]}
      >
        <Select options={(groups.data ?? []).map((g) => ({ value: g.groupID, label: g.name }))} />
      </Form.Item>
      <TaskFormItems dueHelp={t('fields.dueHelp')} labelsHelp={t('fields.labelsHelp')} />
      <Form.Item name="photos" label={t('fields.photos')}>
        <FilesPicker max={TASK_ATTACHMENTS_MAX} label={t('files.addPhotos')} testID="task-photos" />
      </Form.Item>
    </FormDialog>
  );
}
