import { App, Button, Card, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useFactoryReset } from './settings-api';

/**
 * The danger zone: every vms setting back to its default. The office types the community's
 * name to confirm (the API checks it again); visits and coupons stay.
 */
export function FactoryReset() {
  const { t } = useTranslation('vms-settings');
  const { message } = App.useApp();
  const name = useSession().communityInfo?.communityName ?? '';
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const reset = useFactoryReset();
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const confirm = () =>
    reset.mutate(typed, {
      onSuccess: () => {
        void message.success(t('reset.done'));
        close();
      },
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Card
      size="small"
      title={t('reset.title')}
      className="vms-settings__danger"
      data-testid="vms-settings-reset"
    >
      <p>{t('reset.body')}</p>
      <Button danger onClick={() => setOpen(true)} data-testid="vms-reset-open">
        {t('reset.button')}
      </Button>
      <Modal
        open={open}
        title={t('reset.title')}
        okText={t('reset.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{
          danger: true,
          disabled: typed.trim() !== name.trim(),
          'data-testid': 'vms-reset-confirm',
        }}
        confirmLoading={reset.isPending}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <p>{t('reset.typeName', { name })}</p>
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-label={t('reset.nameLabel')}
          data-testid="vms-reset-name"
          autoComplete="off"
        />
      </Modal>
    </Card>
  );
}
