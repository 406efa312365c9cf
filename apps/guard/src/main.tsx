import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n/setup';
import './styles.css';

// Strings load before the first paint, so nothing flashes in the wrong language.
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The worker (scope /guardos/) keeps the shell, so the app opens again without signal. Its first
  // install takes over a page the console's root worker controlled, which the plugin counts as an
  // update and answers with a reload: that would throw away the form a guard is typing into for
  // nothing, since this page already runs the build the worker holds. Only a real update (our own
  // worker replaced by a newer one, whose precache no longer holds this build's lazy screens)
  // reloads.
  const ownWorkerBefore = navigator.serviceWorker?.controller?.scriptURL.endsWith('/guardos/sw.js') ?? false;
  registerSW({
    immediate: true,
    onNeedReload: () => {
      if (ownWorkerBefore) window.location.reload();
    },
  });
});
