import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useCommunityInfo, useContact } from '../api/community';
import { CommunityForm } from '../components/community-form';
import { errorText } from '../settings-rules';
import '../settings.css';

/** /dashboard/settings/community/edit: the community's details and contact; ADMIN only. */
export function CommunityEditPage() {
  const { t } = useTranslation('settings');
  const perms = usePermissions();
  const info = useCommunityInfo();
  const contact = useContact();
  let body: React.ReactNode;
  if (perms.ready && !perms.has('SETTING:write'))
    body = <Alert type="info" showIcon title={t('common.adminOnly')} />;
  else if (info.isPending || contact.isPending || !perms.ready)
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (info.error || contact.error)
    body = <Alert type="error" showIcon title={errorText(info.error ?? contact.error)} />;
  else body = <CommunityForm info={info.data} contact={contact.data} />;
  return (
    <div className="set-page">
      <h1 className="page-title">{t('menu.communitySettings')}</h1>
      <section className="cc-card">{body}</section>
    </div>
  );
}
