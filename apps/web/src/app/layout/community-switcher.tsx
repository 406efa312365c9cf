import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/use-session';
import { CommunityAvatar } from './community-avatar';

// The dialog and its switch sequence load only when someone opens it.
const SwitchDialog = lazy(() => import('./switch-dialog').then((m) => ({ default: m.SwitchDialog })));

/** The top bar's current community; a click opens the community-switch dialog. */
export function CommunitySwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation('app');
  const { communityName, communityList, communityID } = useSession();
  const [open, setOpen] = useState(false);
  const current = communityList.find((c) => c.communityID === communityID);
  const name = communityName || t('switch.noCommunity');
  return (
    <>
      <Button
        type="text"
        className="shell__community"
        aria-label={t('switch.open', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="community-switcher"
      >
        <CommunityAvatar name={name} imageUrl={current?.imageUrl ?? null} size={28} />
        <span className="shell__community-name">{name}</span>
        {!compact && <SwapOutlined aria-hidden />}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SwitchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
