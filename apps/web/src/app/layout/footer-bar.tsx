import { useTranslation } from 'react-i18next';
import { ltr } from '../../shared/i18n/isolate';
import { APP_VERSION, COPYRIGHT_YEARS } from '../version';

/** Spec 1: footer credit text, version 3.6.19-8, copyright 2019-2025. */
export function FooterBar() {
  const { t } = useTranslation('app');
  return (
    <footer className="shell__footer">
      <span>{t('footer.credit')}</span>
      <span>{t('footer.version', { version: ltr(APP_VERSION) })}</span>
      <span>{t('footer.copyright', { years: ltr(COPYRIGHT_YEARS) })}</span>
    </footer>
  );
}
