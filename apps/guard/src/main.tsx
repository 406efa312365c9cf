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
  // The worker (scope /guardos/) keeps the shell, so the app opens again without signal.
  registerSW({ immediate: true });
});
