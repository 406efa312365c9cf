import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupI18n } from './app/i18n/setup-i18n';
import { registerServiceWorker } from './features/notification/push/service-worker';
import './app/styles/global.css';

// Strings for the first screen load before the first paint, so nothing flashes in Thai first.
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Spec 4: the service worker is registered at start, so pushes reach this browser even before
  // the dashboard is opened.
  void registerServiceWorker();
});
