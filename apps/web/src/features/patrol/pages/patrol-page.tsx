import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLivePatrol } from '../api/use-live-patrol';
import { BoardTab } from '../components/board-tab';
import { CheckpointsTab } from '../components/checkpoints-tab';
import { PlansTab } from '../components/plans-tab';
import { ReportsTab } from '../components/reports-tab';
import '../patrol.css';

const TABS = ['board', 'plans', 'checkpoints', 'reports'] as const;

/** /dashboard/patrol: today's rounds live; planners also see plans, checkpoints and labels, reports. */
export function PatrolPage() {
  const { t } = useTranslation('patrol');
  const planner = usePermissions().has('PATROL:approve');
  const [params, setParams] = useSearchParams();
  useLivePatrol();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'board';
  const items = [
    { key: 'board', label: t('tabs.board'), children: <BoardTab /> },
    ...(planner
      ? [
          { key: 'plans', label: t('tabs.plans'), children: <PlansTab /> },
          { key: 'checkpoints', label: t('tabs.checkpoints'), children: <CheckpointsTab /> },
          { key: 'reports', label: t('tabs.reports'), children: <ReportsTab /> },
        ]
      : []),
  ];
  return (
    <div>
      <PageHeader title={t('shared:areas.patrol')} />
      <Tabs
        activeKey={tab}
        items={items}
        destroyOnHidden
        onChange={(k) => setParams({ tab: k }, { replace: true })}
      />
    </div>
  );
}
