import { LANGS } from '@cc/contracts/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { isLang } from '../../../shared/i18n/load-language';
import { useChangeLanguage } from '../../../shared/i18n/use-change-language';
import { AppIcon } from '../../../shared/ui/app-icon';
import '../auth.css';

/**
 * The frame of every public screen: icon, title, a language picker, and the form. Plain elements
 * (no antd Card, Typography or Select) keep the sign-in screen's JavaScript small.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('auth');
  const changeLanguage = useChangeLanguage();
  return (
    <main className="auth">
      <div className="auth__card">
        <div className="auth__head">
          <AppIcon size={48} />
          <label className="auth__lang">
            <span className="auth__lang-label">{t('language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => isLang(e.target.value) && void changeLanguage(e.target.value)}
              data-testid="auth-language"
            >
              {LANGS.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
