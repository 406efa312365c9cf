import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearLocalSession } from '../../shared/session/sign-out';

/**
 * Spec 4 and 8: blocks the console while the community's service is switched off. No close,
 * no cancel, no Escape, no mask click; its one button clears storage and signs out locally
 * (no server call: the server may be refusing this community anyway).
 */
export function SuspensionDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('app');
  return (
    <Modal
      open={open}
      title={t('suspension.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={clearLocalSession} data-testid="suspension-logout">
          {t('suspension.logout')}
        </Button>
      }
      rootClassName="suspension-dialog"
    >
      <p>{t('suspension.body')}</p>
      <p>{t('suspension.apology')}</p>
    </Modal>
  );
}
