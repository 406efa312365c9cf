import { CheckOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import type { IssueTaskDetail } from '@cc/contracts/issuetracking';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../shared/session/use-permissions';
import { CloseTaskDialog } from '../dialogs/close-task-dialog';
import { MoveTaskDialog } from '../dialogs/move-task-dialog';
import { RecallTaskDialog } from '../dialogs/recall-task-dialog';

type Action = 'close' | 'recall' | 'move';

/**
 * What may happen to the task next: a current one is closed or moved (workers); a closed one is
 * recalled (managers). Each opens its dialog, which asks what the record needs.
 */
export function TaskActions({
  task,
  onMoved,
}: {
  task: IssueTaskDetail;
  onMoved: (groupID: string) => void;
}) {
  const { t } = useTranslation('task-board');
  const { has } = usePermissions();
  const [open, setOpen] = useState<Action | null>(null);
  const current = task.stage !== 'CLOSED';
  const canChange = current && has('ISSUE_TRACKING:write');
  const canRecall = !current && has('ISSUE_TRACKING:approve');
  // A reader (the committee) has nothing to do here: no empty row above the tabs.
  if (!canChange && !canRecall && !open) return null;
  return (
    <Space wrap>
      {canChange && (
        <>
          <Button icon={<CheckOutlined />} onClick={() => setOpen('close')} data-testid="task-close">
            {t('close.button')}
          </Button>
          <Button icon={<SwapOutlined />} onClick={() => setOpen('move')} data-testid="task-move">
            {t('move.button')}
          </Button>
        </>
      )}
      {canRecall && (
        <Button icon={<RollbackOutlined />} onClick={() => setOpen('recall')} data-testid="task-recall">
          {t('recall.button')}
        </Button>
      )}
      {open === 'close' && <CloseTaskDialog task={task} onClose={() => setOpen(null)} />}
      {open === 'recall' && <RecallTaskDialog task={task} onClose={() => setOpen(null)} />}
      {open === 'move' && (
        <MoveTaskDialog
          task={task}
          onClose={(groupID) => {
            setOpen(null);
            if (groupID) onMoved(groupID);
          }}
        />
      )}
    </Space>
  );
}
