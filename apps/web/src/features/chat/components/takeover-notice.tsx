import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSocketState } from '../live/chat-socket';

/**
 * Chat open in another tab or device: this one is not live until the reader takes over (the
 * other then closes with 4409 and shows this notice in turn). Also says when live updates are
 * reconnecting or refused.
 */
export function ConnectionNotice({ state, onTakeover }: { state: ChatSocketState; onTakeover: () => void }) {
  const { t } = useTranslation('chat');
  if (state === 'duplicate' || state === 'takenOver')
    return (
      <Alert
        className="ch-notice"
        type="warning"
        showIcon
        data-testid="chat-takeover"
        title={t(state === 'duplicate' ? 'live.duplicate' : 'live.takenOver')}
        action={
          <Button type="primary" size="small" onClick={onTakeover}>
            {t('live.useHere')}
          </Button>
        }
      />
    );
  if (state === 'removed')
    return <Alert className="ch-notice" type="error" showIcon title={t('live.removed')} />;
  if (state === 'retrying')
    return <Alert className="ch-notice" type="info" showIcon title={t('live.retrying')} />;
  return null;
}
