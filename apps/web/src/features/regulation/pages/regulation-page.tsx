import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLiveRegulation } from '../api/use-live-regulation';
import { DocumentDrawer } from '../components/document-drawer';
import { DocumentList } from '../components/document-list';
import { HistoryTab } from '../components/history-tab';
import { ReportTab } from '../components/report-tab';
import { VersionDialog, type VersionDialogOpen } from '../components/version-dialog';
import '../regulation.css';

const TABS = ['documents', 'report', 'history'] as const;

/**
 * /dashboard/regulation: the documents, a version's report and the history, as tabs (`?tab=`);
 * `?documentID=` opens a document (a notification's click), `?version=` picks the report's version.
 */
export function RegulationPage() {
  const { t } = useTranslation('regulation');
  const canWrite = usePermissions().has('COMMUNITY_RULES:write');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<VersionDialogOpen | null>(null);
  useLiveRegulation();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'documents';
  const documentID = params.get('documentID');
  const set = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(next))
          if (v === null) p.delete(k);
          else p.set(k, v);
        return p;
      },
      { replace: true },
    );
  const report = (versionID: string) => set({ tab: 'report', version: versionID, documentID: null });
  const items = [
    {
      key: 'documents',
      label: t('tabs.documents'),
      children: <DocumentList onOpen={(id) => set({ documentID: id })} />,
    },
    {
      key: 'report',
      label: t('tabs.report'),
      children: <ReportTab versionID={params.get('version')} onPick={(id) => set({ version: id })} />,
    },
    { key: 'history', label: t('tabs.history'), children: <HistoryTab onReport={report} /> },
  ];
  return (
    <div>
      <PageHeader
        title={t('shared:areas.regulation')}
        extra={
          canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ target: { kind: 'new' } })}
            >
              {t('add')}
            </Button>
          )
        }
      />
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(k) => set({ tab: k })} />
      <DocumentDrawer
        documentID={documentID}
        onClose={() => set({ documentID: null })}
        onEdit={setEditing}
        onReport={report}
      />
      <VersionDialog open={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
