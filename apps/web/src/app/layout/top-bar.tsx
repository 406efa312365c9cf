import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swatch } from '../../features/appearance/theme-options';
import { NewsButton } from '../../features/news-update/components/news-button';
import { AppIcon } from '../../shared/ui/app-icon';
import { AppPicker } from './app-picker';
import { CommunitySwitcher } from './community-switcher';
import { HelpMenu } from './help-menu';
import { LanguageMenu } from './language-menu';
import { NotificationSlot } from './notification-slot';
import type { SidebarState } from './use-sidebar';
import { UserMenu } from './user-menu';

/** Spec 2: the 70 px top bar with everything a signed-in user reaches from any page. */
export const TOPBAR_HEIGHT = 70;

interface Props {
  sidebar: SidebarState;
  swatch: Swatch;
  onOpenSettings: () => void;
}

export function TopBar({ sidebar, swatch, onOpenSettings }: Props) {
  const { t } = useTranslation('app');
  const open = sidebar.viewport === 'mobile' ? !sidebar.collapsed : sidebar.expanded;
  return (
    <header className="shell__topbar" style={{ background: swatch.background, color: swatch.text }}>
      <Button
        type="text"
        className="shell__toggle"
        style={{ color: swatch.text }}
        icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={open ? t('topbar.collapse') : t('topbar.expand')}
        aria-expanded={open}
        aria-controls="cc-sidebar"
        onClick={sidebar.toggle}
      />
      <Link to="/dashboard" className="shell__logo" aria-label={t('topbar.home')}>
        <AppIcon size={36} />
      </Link>
      <div className="shell__topbar-spacer" />
      <div className="shell__topbar-actions" style={{ color: swatch.text }}>
        <CommunitySwitcher compact={sidebar.viewport === 'mobile'} />
        <AppPicker />
        <NotificationSlot />
        <NewsButton />
        <LanguageMenu />
        <HelpMenu />
        <UserMenu onOpenSettings={onOpenSettings} />
      </div>
    </header>
  );
}
