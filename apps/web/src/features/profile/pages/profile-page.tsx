import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/i18n/format-date';
import { useUserInfo } from '../api/user-info';
import { genderKey } from '../gender';
import '../profile.css';

/** /dashboard/profile: photo, name, e-mail, gender, mobile, birth date, and an edit button. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { data, error, isPending } = useUserInfo();
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (error) return <Alert type="error" showIcon title={t('loadFailed', { error: error.message })} />;
  const p = data.profile;
  const dash = t('notSet');
  return (
    <section className="cc-card profile">
      <div className="profile__head">
        <Avatar size={96} src={p.imageUrl || undefined} icon={<UserOutlined />} alt={t('photoAlt')} />
        <div>
          <h1 className="page-title" data-testid="profile-name">
            {`${p.firstname} ${p.lastname}`}
          </h1>
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => navigate('/dashboard/profile/edit', { state: { userInfo: data } })}
          >
            {t('edit')}
          </Button>
        </div>
      </div>
      <Descriptions
        column={1}
        bordered
        size="medium"
        items={[
          { key: 'email', label: t('fields.email'), children: p.email },
          { key: 'gender', label: t('fields.gender'), children: t(genderKey(p.gender)) },
          { key: 'mobile', label: t('fields.mobile'), children: p.mobile || dash },
          {
            key: 'birthdate',
            label: t('fields.birthdate'),
            children: p.birthdate ? formatDate(p.birthdate) : dash,
          },
        ]}
      />
    </section>
  );
}
