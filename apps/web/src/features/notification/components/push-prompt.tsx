import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enablePush, type PushState, pushState } from '../push/web-push';

/** A device setting, not a session key: the answer outlives sign-out, like the language. */
const DISMISSED_KEY = 'pushPromptDismissed';

/**
 * An unobtrusive offer to turn on browser alerts, shown only while the browser has not been
 * asked yet. The browser's own question appears only after the user chooses to turn them on.
 */
export function PushPrompt() {
  const { t } = useTranslation('notification');
  const [state, setState] = useState<PushState>(pushState);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const [busy, setBusy] = useState(false);
  if (state !== 'default' || dismissed) return null;
  return (
    <div className="notif-prompt" data-testid="push-prompt">
      <BellOutlined className="notif-prompt__icon" aria-hidden />
      <span className="notif-prompt__text">{t('push.prompt')}</span>
      <span className="notif-prompt__actions">
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setState(await enablePush());
            setBusy(false);
          }}
        >
          {t('push.enable')}
        </Button>
        <Button
          size="small"
          type="text"
          onClick={() => {
            localStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {t('push.dismiss')}
        </Button>
      </span>
    </div>
  );
}
