import { chatOps } from '@cc/contracts/chat-ops';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePreference } from '../api/office';
import { AdminsPanel } from '../components/admins-panel';
import { OfficeOnly } from '../components/office-only';
import { PreferenceForm } from '../components/preference-form';
import '../chat.css';

/** /dashboard/chat/preference: how the office answers, and who answers. */
export function PreferencePage() {
  return (
    <OfficeOnly op={chatOps.preference}>
      <PreferenceView />
    </OfficeOnly>
  );
}

function PreferenceView() {
  const { t } = useTranslation('chat');
  const preference = usePreference();
  return (
    <div className="ch-page">
      <PageHeader title={t('menu.preference')} />
      {preference.error ? (
        <Alert type="error" showIcon title={preference.error.message} />
      ) : preference.data ? (
        <PreferenceForm preference={preference.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
      <div className="ch-admins">
        <AdminsPanel />
      </div>
    </div>
  );
}
