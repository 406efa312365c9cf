import { EditOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { CommunityDetails } from '../components/community-details';
import { FeatureAccess } from '../components/feature-access';
import { NotifyTab } from '../components/notify/notify-tab';
import { PermissionMatrix } from '../components/permission-matrix';
import '../settings.css';

const TABS = ['info', 'features', 'permissions', 'notify'] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/settings: community info, feature access, the permission matrix and office alerts, as tabs. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canWrite = usePermissions().has('SETTING:write');
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'info';
  return (
    <div className="set-page">
      <div className="set-toolbar">
        <h1 className="page-title">{t('title')}</h1>
        {canWrite && tab === 'info' && (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => navigate('/dashboard/settings/community/edit')}
          >
            {t('info.edit')}
          </Button>
        )}
      </div>
      <section className="cc-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(k === 'info' ? {} : { tab: k }, { replace: true })}
          items={[
            { key: 'info', label: t('menu.info'), children: <CommunityDetails /> },
            { key: 'features', label: t('menu.features'), children: <FeatureAccess canWrite={canWrite} /> },
            {
              key: 'permissions',
              label: t('menu.permissions'),
              children: <PermissionMatrix canWrite={canWrite} />,
            },
            { key: 'notify', label: t('menu.notify'), children: <NotifyTab canWrite={canWrite} /> },
          ]}
        />
      </section>
    </div>
  );
}
