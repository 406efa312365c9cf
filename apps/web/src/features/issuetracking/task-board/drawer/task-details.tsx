import { EditOutlined } from '@ant-design/icons';
import type { IssueTaskDetail } from '@cc/contracts/issuetracking';
import { App, Button, Descriptions, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format-time';
import { instantToWall, wallToInstant } from '../../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../../shared/session/use-community';
import { useUpdateTask } from '../api/task-mutations';
import { TaskFormItems } from '../dialogs/task-fields';
import { DueTag, errorText, PeopleAvatars, PriorityTag } from '../task-labels';
import { changesOf, type TaskEditValues as Values } from './task-changes';

/** The task's fields, read; an Edit button turns them into a form in place (current tasks, workers). */
export function TaskDetails({ task, canEdit }: { task: IssueTaskDetail; canEdit: boolean }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const tz = useTimeZone();
  const update = useUpdateTask();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <Form<Values>
        name="task-edit"
        layout="vertical"
        initialValues={{
          title: task.title,
          text: task.text,
          assigneeIDs: task.assignees.map((p) => p.userID),
          priority: task.priority,
          dueAt: task.dueAt ? instantToWall(task.dueAt, tz) : null,
          labels: task.labels,
        }}
        onFinish={(v) => {
          const change = changesOf(task, v, v.dueAt ? wallToInstant(v.dueAt, tz) : null);
          if (Object.keys(change).length <= 2) return setEditing(false);
          update.mutate(change, {
            onSuccess: () => {
              void message.success(t('edit.saved'));
              setEditing(false);
            },
            onError: (e) => void message.error(errorText(t, e)),
          });
        }}
      >
        <TaskFormItems dueHelp={t('fields.dueEditHelp')} focusTitle />
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    );
  return (
    <div className="tb-details">
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="task-edit">
          {t('edit.button')}
        </Button>
      )}
      {task.text ? <p className="tb-text">{task.text}</p> : <p className="tb-muted">{t('fields.noText')}</p>}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fields.stage')}>{t(`stage.${task.stage}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.priority')}>
          <PriorityTag priority={task.priority} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.due')}>
          {task.dueAt ? <DueTag task={task} /> : t('fields.noDue')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.assignees')}>
          {task.assignees.length ? (
            <Space wrap>
              <PeopleAvatars people={task.assignees} max={10} />
              {task.assignees.map((p) => p.name).join(', ')}
            </Space>
          ) : (
            t('fields.nobody')
          )}
        </Descriptions.Item>
        {task.labels.length > 0 && (
          <Descriptions.Item label={t('fields.labels')}>
            {task.labels.map((l) => (
              <Tag key={l}>{l}</Tag>
            ))}
          </Descriptions.Item>
        )}
        {(task.buildingName || task.unitNo) && (
          <Descriptions.Item label={t('fields.place')}>
            {[task.buildingName, task.unitNo].filter(Boolean).join(' · ')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('fields.created')}>
          {formatDateTime(task.createdAt, tz)}
          {task.createdBy ? ` · ${task.createdBy.name}` : ''}
        </Descriptions.Item>
        {task.closedAt && (
          <Descriptions.Item label={t('fields.closed')}>
            {formatDateTime(task.closedAt, tz)}
            {task.closedBy ? ` · ${task.closedBy.name}` : ''}
            {task.closeNote ? <div>{task.closeNote}</div> : null}
            {task.closePhoto ? (
              <img className="tb-photo" src={task.closePhoto} alt={t('close.photo')} />
            ) : null}
          </Descriptions.Item>
        )}
        {task.recallCount > 0 && (
          <Descriptions.Item label={t('fields.recalls')}>{task.recallCount}</Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}
