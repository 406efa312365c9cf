import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The panel's body while it or its first page loads: the same 300 px, so nothing jumps. */
export function PanelLoading() {
  const { t } = useTranslation('notification');
  return (
    <div className="notif-panel__state" role="status" data-testid="notification-loading">
      <Spin />
      <span className="notif-panel__state-text">{t('panel.loading')}</span>
    </div>
  );
}
