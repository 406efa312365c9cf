import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshStalePhoto } from '../../shared/session/refresh-photo';
import { signOut } from '../../shared/session/sign-out';
import { useSession } from '../../shared/session/use-session';

/** Spec 2: the user menu links to the profile and the settings panel, and logs out. */
export function UserMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { firstname, lastname, imageUrl } = useSession();
  const [busy, setBusy] = useState(false);
  const name = `${firstname} ${lastname}`.trim();
  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('user.profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('user.settings') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  async function onClick({ key }: { key: string }) {
    if (key === 'profile') navigate('/dashboard/profile');
    if (key === 'settings') onOpenSettings();
    if (key === 'logout') {
      setBusy(true);
      // On failure the user stays signed in (spec 4); signOut logs why.
      if (!(await signOut())) setBusy(false);
    }
  }
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: (e) => void onClick(e) }}>
      <Button
        type="text"
        className="shell__user"
        aria-label={t('user.menu', { name })}
        loading={busy}
        data-testid="user-menu"
      >
        <Avatar
          size={32}
          src={imageUrl || undefined}
          icon={<UserOutlined />}
          alt=""
          onError={() => {
            void refreshStalePhoto(imageUrl);
            return true;
          }}
        />
      </Button>
    </Dropdown>
  );
}
