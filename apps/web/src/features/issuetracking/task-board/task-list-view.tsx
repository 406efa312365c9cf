import type { IssueTask } from '@cc/contracts/issuetracking';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardData } from './api/board-queries';
import { DueTag, PeopleAvatars, PriorityTag } from './task-labels';

/** The board as one table (small screens, or by choice): every card, column by column. */
export function TaskListView({ board, onOpen }: { board: BoardData; onOpen: (task: IssueTask) => void }) {
  const { t } = useTranslation('task-board');
  const rows = board.columns.flatMap((c) => c.tasks);
  return (
    <Table<IssueTask>
      rowKey="taskID"
      size="middle"
      data-testid="task-list"
      dataSource={rows}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('board.empty') }}
      onRow={(task) => ({ onClick: () => onOpen(task), className: 'tb-row' })}
      columns={[
        {
          key: 'number',
          title: t('fields.number'),
          render: (_, task) => (
            <span className="tb-number">
              {task.unread && <span className="tb-unread" role="img" aria-label={t('card.unread')} />}
              {task.number}
            </span>
          ),
        },
        {
          key: 'title',
          title: t('fields.title'),
          render: (_, task) => (
            // A real button, so the row opens from the keyboard too.
            <button type="button" className="tb-link" onClick={() => onOpen(task)}>
              {task.title}
            </button>
          ),
        },
        { key: 'stage', title: t('fields.stage'), render: (_, task) => t(`stage.${task.stage}`) },
        {
          key: 'priority',
          title: t('fields.priority'),
          render: (_, task) => <PriorityTag priority={task.priority} />,
        },
        { key: 'due', title: t('fields.due'), render: (_, task) => <DueTag task={task} /> },
        {
          key: 'assignees',
          title: t('fields.assignees'),
          render: (_, task) => <PeopleAvatars people={task.assignees} />,
        },
        { key: 'comments', title: t('fields.comments'), dataIndex: 'commentCount', align: 'end' },
      ]}
    />
  );
}
