import { AppstoreOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenGuardApp } from '../../features/guardos/use-open-guard-app';

/** Spec 2: the app picker lists one app, GuardOS, tagged new; it opens in a new tab. */
export function AppPicker() {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const openGuardApp = useOpenGuardApp();
  const content = (
    <button
      type="button"
      className="app-picker__tile"
      onClick={() => {
        setOpen(false);
        void openGuardApp();
      }}
    >
      <SafetyCertificateOutlined className="app-picker__icon" aria-hidden />
      <span className="app-picker__name">GuardOS</span>
      <Tag color="#b3261e" className="app-picker__new">
        {t('apps.new')}
      </Tag>
    </button>
  );
  return (
    <Popover content={content} title={t('apps.title')} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('apps.title')} data-testid="app-picker" />
    </Popover>
  );
}
