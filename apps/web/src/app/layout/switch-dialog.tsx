import { CheckCircleFilled } from '@ant-design/icons';
import { App, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../shared/i18n/load-language';
import { SwitchError, switchCommunity } from '../../shared/session/switch-community';
import { useSession } from '../../shared/session/use-session';
import { CommunityAvatar } from './community-avatar';
import { canConfirm, isOptionDisabled } from './switch-rules';

/** Spec 2 and 5: the communities with avatar, name, role and a current marker; confirm switches. */
export function SwitchDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('app');
  const { message } = App.useApp();
  const { communityList, communityID } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const target = communityList.find((c) => c.communityID === chosen);
    if (!target) return;
    setBusy(true);
    try {
      await switchCommunity(target, communityList, isLang(i18n.language) ? i18n.language : 'th');
    } catch (e) {
      const text = e instanceof SwitchError && e.kind === 'server' ? e.detail : String((e as Error).message);
      void message.error(
        e instanceof SwitchError && e.kind === 'server' ? text : t('switch.loginError', { error: text }),
      );
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('switch.title')}
      okText={t('switch.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !canConfirm(chosen, communityList, communityID), loading: busy }}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {communityList.length === 0 && <p>{t('switch.empty')}</p>}
      <Radio.Group
        className="switch-dialog__list"
        value={chosen}
        onChange={(e) => setChosen(e.target.value as string)}
        aria-label={t('switch.title')}
      >
        {communityList.map((c) => (
          <div key={c.communityID} data-testid={`community-option-${c.communityID}`}>
            <Radio
              value={c.communityID}
              disabled={isOptionDisabled(c, communityList, communityID)}
              className="switch-dialog__option"
            >
              <CommunityAvatar name={c.communityName} imageUrl={c.imageUrl} size={40} />
              <span className="switch-dialog__text">
                <span className="switch-dialog__name">{c.communityName}</span>
                <span className="switch-dialog__role">{t(`roles.${c.role}`)}</span>
              </span>
              {c.communityID === communityID && (
                <Tag color="green" icon={<CheckCircleFilled />} className="switch-dialog__current">
                  {t('switch.current')}
                </Tag>
              )}
            </Radio>
          </div>
        ))}
      </Radio.Group>
    </Modal>
  );
}
