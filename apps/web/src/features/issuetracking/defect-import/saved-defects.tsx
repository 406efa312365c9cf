import { type IssueGroup, taskNoText } from '@cc/contracts/issuetracking';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DefectReport } from './api';

interface Props {
  saved: DefectReport;
  group: Pick<IssueGroup, 'groupID' | 'name'>;
  onAnother: () => void;
}

/** The save's answer: how many tasks, the numbers they took, and the way to the group's board. */
export function SavedDefects({ saved, group, onAnother }: Props) {
  const { t } = useTranslation('defect-import');
  const { firstNo, lastNo } = saved;
  const numbers =
    firstNo === null || lastNo === null
      ? ''
      : firstNo === lastNo
        ? taskNoText(firstNo)
        : `${taskNoText(firstNo)} … ${taskNoText(lastNo)}`;
  // Links sit in the description, not the alert's action slot, which squeezes the text on a phone.
  return (
    <Alert
      type="success"
      showIcon
      className="defect-import__gap"
      data-testid="import-done"
      title={t('done.saved', { count: saved.valid, group: group.name })}
      description={
        <div className="defect-import__done">
          {numbers && <span className="defect-import__numbers">{numbers}</span>}
          <Space wrap>
            <Link to={`/dashboard/issuetracking/group/task?groupID=${encodeURIComponent(group.groupID)}`}>
              {t('done.board')}
            </Link>
            <Button size="small" onClick={onAnother}>
              {t('done.another')}
            </Button>
          </Space>
        </div>
      }
    />
  );
}
