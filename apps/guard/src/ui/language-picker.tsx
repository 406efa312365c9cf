import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGS, type Lang } from '../i18n/setup';

/** Each language named in itself, so a guard finds theirs whatever the screen shows now. */
const NAMES: Record<Lang, string> = {
  th: 'ไทย',
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <div className="g-field">
      <label htmlFor="g-language">{t('more.language')}</label>
      <Select
        size="large"
        value={i18n.language as Lang}
        onChange={(l: Lang) => void changeLanguage(l)}
        options={LANGS.map((l) => ({ value: l, label: NAMES[l] }))}
        data-testid="language-picker"
        style={{ width: '100%' }}
        id="g-language"
      />
    </div>
  );
}
