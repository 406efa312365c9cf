import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';

/** The group's board: a placeholder until the board lands. */
export function TaskBoardPage() {
  const { t } = useTranslation('issuetracking');
  return (
    <div>
      <PageHeader title={t('shared:areas.issuetracking')} />
      <Empty />
    </div>
  );
}
