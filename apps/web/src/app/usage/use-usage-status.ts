import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { checkUsageStatus } from './check-usage-status';

/**
 * Spec 4: checked on the first dashboard load and on every route change. SYSTEM_OFF suspends the
 * console; any other answer, or a failed check, lifts the suspension.
 */
export function useUsageStatus(): boolean {
  const { pathname } = useLocation();
  const { t } = useTranslation('app');
  const { message } = App.useApp();
  const [suspended, setSuspended] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger (spec 4: check on every route change).
  useEffect(() => {
    let live = true;
    void checkUsageStatus().then((r) => {
      if (!live) return;
      setSuspended(r.status === 'SYSTEM_OFF');
      if (r.skipped) console.warn(`Usage status not checked: ${r.skipped}`);
      // One key, so repeated failures while navigating replace the notice instead of piling up.
      if (r.notice)
        void message.error({ content: t(r.notice.key, r.notice.values ?? {}), key: 'usage-status' });
    });
    return () => {
      live = false;
    };
  }, [pathname, message, t]);

  return suspended;
}
