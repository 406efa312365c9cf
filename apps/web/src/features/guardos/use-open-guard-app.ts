import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../shared/api/api-error';
import { loadAppConfig } from '../../shared/api/app-config';
import { prepareGuardHandover } from './guard-handover';

/** Opens GuardOS in a new tab for the current user and community, or says why it cannot. */
export function useOpenGuardApp(): () => Promise<void> {
  const { t } = useTranslation('guardos');
  const { message } = App.useApp();
  return useCallback(async () => {
    let guardAppUrl: string;
    try {
      guardAppUrl = (await loadAppConfig()).guardAppUrl;
    } catch (e) {
      void message.error(t('errors.failed', { detail: errorMessageOf(e) }));
      return;
    }
    const result = await prepareGuardHandover(guardAppUrl, window.location.origin);
    if (!result.ok) {
      void message.error(t(result.errorKey, { detail: result.detail }));
      return;
    }
    window.open(result.url, '_blank', 'noopener,noreferrer');
  }, [message, t]);
}
