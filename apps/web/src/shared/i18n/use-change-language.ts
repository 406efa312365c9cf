import type { Lang } from '@cc/contracts/i18n';
import { useCallback } from 'react';
import { getSession } from '../session/session-store';
import { applyLanguage } from './load-language';

/** Switches the console's language now and, when signed in, saves it as the user's `lang` preference. */
export function useChangeLanguage(): (lang: Lang) => Promise<void> {
  return useCallback(async (lang: Lang) => {
    await applyLanguage(lang);
    if (!getSession().signedIn) return;
    try {
      const [{ sessionOps }, { callOp }] = await Promise.all([
        import('@cc/contracts/session'),
        import('../api/api-client'),
      ]);
      await callOp(sessionOps.updatePreferences, { body: { preferences: [{ key: 'lang', value: lang }] } });
    } catch (e) {
      // The screen already changed; only the saved preference is behind, which is not worth a dialog.
      console.error('Could not save the language preference', e);
    }
  }, []);
}
