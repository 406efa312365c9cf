import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from './i18n/setup';
import { type HandoverOutcome, redeemHandover, takeHandoverParams } from './session/handover';
import { onSessionChange, readSession } from './session/session';

const Shell = lazy(() => import('./shell'));
const SignIn = lazy(() => import('./screens/sign-in'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 10_000, networkMode: 'always' } },
});

const useSession = () => useSyncExternalStore(onSessionChange, () => localStorage.getItem('guardos.session'));

/** A handover in the address is redeemed once, at start, before anything is shown. */
function useHandover(): { pending: boolean; outcome: HandoverOutcome | null } {
  const [state, setState] = useState<{ pending: boolean; outcome: HandoverOutcome | null }>(() => ({
    pending: new URL(window.location.href).searchParams.has('tokenID'),
    outcome: null,
  }));
  useEffect(() => {
    const params = takeHandoverParams(window.location, window.history);
    if (!params) return;
    void redeemHandover(params, window.location.origin).then((outcome) =>
      setState({ pending: false, outcome }),
    );
  }, []);
  return state;
}

export function App() {
  const { i18n } = useTranslation();
  useSession();
  const handover = useHandover();
  const session = readSession();
  const failed = handover.outcome && !handover.outcome.ok ? handover.outcome : null;
  return (
    <ConfigProvider
      direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      theme={{ token: { colorPrimary: '#1f3a5f', controlHeight: 48, fontSize: 16 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Spin size="large" className="g-center" />}>
            {handover.pending ? (
              <Spin size="large" className="g-center" />
            ) : session?.communityID ? (
              <Shell />
            ) : (
              <SignIn handoverFailure={failed} />
            )}
          </Suspense>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
