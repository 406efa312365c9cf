import { AppstoreAddOutlined, ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useIssuesLive } from '../api/live';
import { ListView } from '../components/list-view';
import { readListParams, type ListView as View, writeListParams } from '../list-params';
import '../issuetracking.css';
import '../views.css';

const ReportView = lazy(() => import('../components/report-view').then((m) => ({ default: m.ReportView })));
const DefectImportView = lazy(() =>
  import('../defect-import/defect-import-view').then((m) => ({ default: m.DefectImportView })),
);
const SettingsView = lazy(() =>
  import('../components/settings-view').then((m) => ({ default: m.SettingsView })),
);

/**
 * /dashboard/issuetracking: the office's tasks. The address chooses the view (list, reports,
 * settings), the tab and the filters, so the menu's items and a shared link open the same screen.
 */
export function IssuetrackingPage() {
  const { t } = useTranslation('issuetracking');
  const [params, setParams] = useSearchParams();
  const state = readListParams(params);
  const navigate = useNavigate();
  const perms = usePermissions();
  const isManager = perms.has('ISSUE_TRACKING:approve');
  const canWrite = perms.has('ISSUE_TRACKING:write');
  useIssuesLive();

  const views: { value: View; label: string }[] = [
    { value: 'list', label: t('views.list') },
    { value: 'report', label: t('views.report') },
    ...(canWrite ? [{ value: 'import' as const, label: t('views.import') }] : []),
    ...(isManager ? [{ value: 'settings' as const, label: t('views.settings') }] : []),
  ];
  // The import view carries its own heading (the page's one h1) and keeps its group in the address.
  if (state.view === 'import')
    return (
      <div className="it-page">
        <Button
          type="link"
          className="it-back"
          icon={<ArrowLeftOutlined className="it-flip" />}
          onClick={() => setParams(writeListParams({ ...state, view: 'list' }))}
        >
          {t('views.list')}
        </Button>
        <Suspense fallback={null}>
          <DefectImportView />
        </Suspense>
      </div>
    );
  return (
    <div className="it-page">
      <PageHeader
        title={t('shared:areas.issuetracking')}
        extra={
          <>
            <Segmented<View>
              value={state.view}
              options={views}
              onChange={(view) => setParams(writeListParams({ ...state, view }))}
              data-testid="view-switch"
            />
            {isManager && (
              <Button
                icon={<AppstoreAddOutlined />}
                onClick={() => void navigate('/dashboard/issuetracking/group')}
              >
                {t('menu.groups')}
              </Button>
            )}
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate('/dashboard/issuetracking/group/task?new=1')}
              >
                {t('menu.newTask')}
              </Button>
            )}
          </>
        }
      />
      <Suspense fallback={null}>
        {state.view === 'list' && <ListView state={state} />}
        {state.view === 'report' && <ReportView />}
        {state.view === 'settings' &&
          (isManager || !perms.ready ? (
            <SettingsView />
          ) : (
            <Alert type="warning" showIcon title={t('settings.managersOnly')} />
          ))}
      </Suspense>
    </div>
  );
}
