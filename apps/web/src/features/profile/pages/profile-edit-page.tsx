import type { ProfileUpdate } from '@cc/contracts/session';
import { Alert, App, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UserInfo } from '../../../shared/session/save-identity';
import { useUpdateProfile } from '../api/update-profile';
import { useUserInfo } from '../api/user-info';
import { ProfileForm } from '../components/profile-form';
import '../profile.css';

/** /dashboard/profile/edit: the profile page passes the user info along; a direct visit fetches it. */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const passed = (useLocation().state as { userInfo?: UserInfo } | null)?.userInfo;
  const query = useUserInfo();
  const update = useUpdateProfile();
  const info = passed ?? query.data;
  if (!info && query.error)
    return <Alert type="error" showIcon title={t('loadFailed', { error: query.error.message })} />;
  if (!info) return <Skeleton active avatar paragraph={{ rows: 6 }} />;

  const save = (fields: ProfileUpdate, photo: File | null) =>
    update.mutate(
      { fields, photo },
      {
        onSuccess: () => {
          void message.success(t('saved'));
          navigate('/dashboard/profile');
        },
        onError: (e) => void message.error(t('saveFailed', { error: e.message })),
      },
    );
  return (
    <section className="cc-card profile">
      <h1 className="page-title">{t('editTitle')}</h1>
      <ProfileForm
        profile={info.profile}
        saving={update.isPending}
        onSave={save}
        onCancel={() => navigate('/dashboard/profile')}
      />
    </section>
  );
}
