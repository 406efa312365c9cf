import {
  AlertOutlined,
  CarOutlined,
  EllipsisOutlined,
  FlagOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMe, refreshPack } from './api/guard';
import { ApiFailure } from './api/http';
import { startSyncLoop } from './offline/sync';
import { readSession, writeSession } from './session/session';
import { refreshTokens } from './session/tokens';
import { useOnline, useQueue } from './ui/use-queue';

const screens = {
  gate: lazy(() => import('./screens/gate')),
  patrol: lazy(() => import('./screens/patrol')),
  incident: lazy(() => import('./screens/incident')),
  sos: lazy(() => import('./screens/sos')),
  more: lazy(() => import('./screens/more')),
};
type Tab = keyof typeof screens;

const TABS: { key: Tab; icon: ReactNode }[] = [
  { key: 'gate', icon: <CarOutlined /> },
  { key: 'patrol', icon: <FlagOutlined /> },
  { key: 'incident', icon: <WarningOutlined /> },
  { key: 'sos', icon: <AlertOutlined /> },
  { key: 'more', icon: <EllipsisOutlined /> },
];

/** Rotates the tokens ahead of their end all shift long, while the app is open and online. */
function useKeepSession() {
  useEffect(() => {
    const timer = window.setInterval(() => {
      const s = readSession();
      if (s && navigator.onLine && s.accessExpiresAt - Date.now() < 120_000) void refreshTokens();
    }, 30_000);
    return () => window.clearInterval(timer);
  }, []);
}

/** The signed-in app: who and where on top, the screen, and the bottom navigation. */
export default function Shell() {
  const { t } = useTranslation();
  const session = readSession()!;
  const communityID = session.communityID;
  const [tab, setTab] = useState<Tab>('gate');
  const online = useOnline();
  const queue = useQueue();
  useKeepSession();
  useEffect(() => startSyncLoop(), []);
  useEffect(() => {
    if (online) void refreshPack(communityID);
  }, [online, communityID]);
  const me = useQuery({ queryKey: ['guard', 'me', communityID], queryFn: () => fetchMe(communityID) });
  const meError = me.error instanceof ApiFailure && me.error.status === 403 ? me.error : null;
  if (meError)
    return (
      <main className="g-page">
        <Alert type="error" showIcon title={t('signin.notGuard')} description={meError.message} />
        <Button block size="large" onClick={() => writeSession(null)}>
          {t('more.signOut')}
        </Button>
      </main>
    );
  const Screen = screens[tab];
  const waiting = queue.filter((e) => e.state === 'waiting').length;
  return (
    <div className="g-app">
      <header className="g-header">
        <strong>{me.data?.communityName ?? 'GuardOS'}</strong>
        <span className={online ? 'g-online' : 'g-offline'} data-testid="net-state">
          {online ? t('net.online') : t('net.offline')}
        </span>
        {waiting > 0 && (
          <span className="g-waiting" data-testid="waiting-count">
            {t('queue.waiting', { count: waiting })}
          </span>
        )}
      </header>
      <main className="g-page">
        <Suspense fallback={<Spin size="large" className="g-center" />}>
          <Screen communityID={communityID} />
        </Suspense>
      </main>
      <nav className="g-nav" aria-label={t('nav.label')}>
        {TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            className={tab === x.key ? 'g-tab g-tab-on' : 'g-tab'}
            aria-current={tab === x.key ? 'page' : undefined}
            onClick={() => setTab(x.key)}
            data-testid={`tab-${x.key}`}
          >
            {x.icon}
            <span>{t(`nav.${x.key}`)}</span>
          </button>
        ))}
      </nav>
    </div>
  );
}
