import { Alert, App, Drawer, Skeleton, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../shared/session/use-permissions';
import { useMarkRead, useTaskReaction } from '../api/task-mutations';
import { useTaskDetail } from '../api/task-queries';
import { errorText } from '../task-labels';
import { ActivityList } from './activity-list';
import { Attachments } from './attachments';
import { CommentList } from './comment-list';
import { ReactionBar } from './reaction-bar';
import { TaskActions } from './task-actions';
import { TaskDetails } from './task-details';
import { Watchers } from './watchers';

interface Props {
  taskID: string;
  onClose: () => void;
  /** The task went to another group: the page follows it there. */
  onMoved: (groupID: string) => void;
}

/** One task (`taskID` in the address): details, photos, reactions, watchers, comments, activity. */
export function TaskDrawer({ taskID, onClose, onMoved }: Props) {
  const { t, i18n } = useTranslation('task-board');
  const { message } = App.useApp();
  const { has } = usePermissions();
  const detail = useTaskDetail(taskID);
  const react = useTaskReaction();
  const markRead = useMarkRead();
  const task = detail.data;

  // Opening a task reads it: its unread dot goes once the detail is there. Closing reads it again,
  // so the reader's own changes and what arrived while it was open leave no dot behind.
  const loaded = !!task;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per task opened, not per render of the mutation
  useEffect(() => {
    if (!loaded) return;
    markRead.mutate(taskID);
    return () => markRead.mutate(taskID);
  }, [taskID, loaded]);

  return (
    <Drawer
      open
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={560}
      title={task ? `${task.number} ${task.title}` : t('drawer.loading')}
      data-testid="task-drawer"
      className="tb-drawer"
    >
      {detail.isPending && <Skeleton active />}
      {detail.error && <Alert type="error" showIcon title={errorText(t, detail.error)} />}
      {task && <TaskActions task={task} onMoved={onMoved} />}
      {task && (
        <Tabs
          items={[
            {
              key: 'details',
              label: t('drawer.details'),
              children: (
                <div className="tb-stack">
                  <TaskDetails task={task} canEdit={has('ISSUE_TRACKING:write') && task.stage !== 'CLOSED'} />
                  <ReactionBar
                    reactions={task.reactions}
                    target={{ taskID }}
                    pending={react.isPending}
                    onToggle={(emoji) =>
                      react.mutate({ taskID, emoji }, { onError: (e) => void message.error(errorText(t, e)) })
                    }
                  />
                  <Attachments task={task} canEdit={has('ISSUE_TRACKING:write')} />
                  <Watchers task={task} />
                </div>
              ),
            },
            {
              key: 'comments',
              label: t('drawer.comments', { count: task.commentCount }),
              children: <CommentList taskID={taskID} />,
            },
            { key: 'activity', label: t('drawer.activity'), children: <ActivityList taskID={taskID} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
