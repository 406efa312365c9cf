import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { IssueTask } from '@cc/contracts/issuetracking';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Segmented, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityID } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { issuetrackingKeys } from '../api/issue-keys';
import { useBoard, useGroups } from './api/board-queries';
import { useUpdateTask } from './api/task-mutations';
import { useLiveIssues } from './api/use-live-issues';
import type { DropOperation } from './board/board-logic';
import { moveOptimistically } from './board/optimistic-move';
import { TaskBoard } from './board/task-board';
import { AddTaskDialog } from './dialogs/add-task-dialog';
import { CloseTaskDialog } from './dialogs/close-task-dialog';
import { TaskDrawer } from './drawer/task-drawer';
import { errorText } from './task-labels';
import { TaskListView } from './task-list-view';
import { useBoardParams } from './use-board-params';
import './task-board.css';

/** /dashboard/issuetracking/group/task?groupID=&taskID=: a group's board or list, and one task's drawer. */
export function TaskBoardPage() {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const client = useQueryClient();
  const params = useBoardParams();
  const { has } = usePermissions();
  const canWrite = has('ISSUE_TRACKING:write');
  const groups = useGroups();
  const board = useBoard(params.groupID);
  const update = useUpdateTask();
  const [closing, setClosing] = useState<IssueTask | null>(null);
  useLiveIssues();

  // No group in the address: the first one the caller may see.
  const firstGroup = groups.data?.[0]?.groupID;
  useEffect(() => {
    if (!params.groupID && firstGroup) params.setGroup(firstGroup, true);
  }, [params.groupID, firstGroup, params.setGroup]);

  const onDrop = (op: Exclude<DropOperation, { kind: 'none' }>) => {
    if (op.kind === 'close') return setClosing(op.task);
    const key = issuetrackingKeys.board(communityID, params.groupID);
    const rollback = moveOptimistically(client, key, op.taskID, op.stage, op.position);
    update.mutate(
      { taskID: op.taskID, version: op.version, stage: op.stage, position: op.position },
      {
        onError: (e) => {
          rollback();
          void message.error(errorText(t, e));
        },
      },
    );
  };
  const open = (task: IssueTask) => params.openTask(task.taskID);
  const group = groups.data?.find((g) => g.groupID === params.groupID);

  return (
    <div className="tb-page">
      <PageHeader
        title={group ? group.name : t('title')}
        titleTestId="board-title"
        extra={
          <>
            <Select
              aria-label={t('board.group')}
              className="tb-group-select"
              loading={groups.isPending}
              value={params.groupID || undefined}
              placeholder={t('board.group')}
              options={(groups.data ?? []).map((g) => ({ value: g.groupID, label: g.name }))}
              onChange={(groupID: string) => params.setGroup(groupID)}
              data-testid="board-group"
            />
            <Segmented
              aria-label={t('board.view')}
              value={params.view}
              onChange={(v) => params.setView(v as 'board' | 'list')}
              options={[
                { value: 'board', icon: <AppstoreOutlined />, label: t('board.boardView') },
                { value: 'list', icon: <UnorderedListOutlined />, label: t('board.listView') },
              ]}
            />
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={params.openAdd} data-testid="add-task">
                {t('add.button')}
              </Button>
            )}
          </>
        }
      />
      {groups.error && <Alert type="error" showIcon title={errorText(t, groups.error)} />}
      {groups.data && !groups.data.length && <Empty description={t('board.noGroups')} />}
      {board.error && <Alert type="error" showIcon title={errorText(t, board.error)} />}
      {(params.groupID ? board.isPending : groups.isPending) && <Skeleton active paragraph={{ rows: 6 }} />}
      {board.data &&
        (params.view === 'list' ? (
          <TaskListView board={board.data} onOpen={open} />
        ) : (
          <TaskBoard board={board.data} canDrag={canWrite} onOpen={open} onDrop={onDrop} />
        ))}
      {canWrite && (
        <AddTaskDialog
          // From the menu (`?new=1` alone) it waits for the first group, so that one is preselected.
          open={params.adding && !!params.groupID}
          groupID={params.groupID}
          onClose={(added) => (added ? params.showAdded(added.taskID) : params.closeAdd())}
        />
      )}
      {closing && <CloseTaskDialog task={closing} onClose={() => setClosing(null)} />}
      {params.taskID && (
        <TaskDrawer taskID={params.taskID} onClose={params.closeTask} onMoved={params.followTask} />
      )}
    </div>
  );
}
