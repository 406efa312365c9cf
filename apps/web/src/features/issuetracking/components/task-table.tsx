import type { IssueTask } from '@cc/contracts/issuetracking';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { useTimeZone } from '../../../shared/session/use-community';
import { boardHref } from './group-cards';
import { DueCell, People, PriorityTag } from './issue-look';

interface Props {
  tasks: IssueTask[];
  loading: boolean;
  closed: boolean;
  emptyText: string;
}

/**
 * The current or closed tasks. A row opens the task on its group's board; the number is also a
 * link, so the keyboard reaches every task. The table scrolls sideways on a phone.
 */
export function TaskTable({ tasks, loading, closed, emptyText }: Props) {
  const { t } = useTranslation('issuetracking');
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  return (
    <Table<IssueTask>
      rowKey="taskID"
      size="middle"
      loading={loading}
      dataSource={tasks}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText }}
      data-testid="task-table"
      rowClassName={(task) => (task.unread ? 'it-row it-row--unread' : 'it-row')}
      onRow={(task) => ({ onClick: () => void navigate(boardHref(task.groupID, task.taskID)) })}
      columns={[
        {
          key: 'number',
          title: t('columns.number'),
          width: 120,
          render: (_, task) => (
            <span className="it-number">
              {task.unread && <span className="it-unread-dot" role="img" aria-label={t('list.unread')} />}
              <Link to={boardHref(task.groupID, task.taskID)} onClick={(e) => e.stopPropagation()}>
                {ltr(task.number)}
              </Link>
            </span>
          ),
        },
        { key: 'title', title: t('columns.title'), dataIndex: 'title', className: 'it-title' },
        { key: 'group', title: t('columns.group'), dataIndex: 'groupName', width: 150, ellipsis: true },
        {
          key: 'assignees',
          title: t('columns.assignees'),
          width: 180,
          render: (_, task) => <People people={task.assignees} />,
        },
        {
          key: 'priority',
          title: t('columns.priority'),
          width: 110,
          render: (_, task) => <PriorityTag priority={task.priority} />,
        },
        closed
          ? {
              key: 'closed',
              title: t('columns.closedAt'),
              width: 200,
              render: (_, task) => (
                <span>
                  {formatDateTime(task.closedAt, timeZone)}
                  {task.closedBy && <span className="it-muted"> · {task.closedBy.name}</span>}
                </span>
              ),
            }
          : {
              key: 'due',
              title: t('columns.due'),
              width: 200,
              render: (_, task) => <DueCell task={task} timeZone={timeZone} />,
            },
      ]}
    />
  );
}
