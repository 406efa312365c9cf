import { Button, Drawer, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { isLang, isRtl } from '../../../shared/i18n/load-language';
import { useChangeLanguage } from '../../../shared/i18n/use-change-language';
import { useAppearance } from '../appearance-store';
import {
  DEFAULT_APPEARANCE,
  LAYOUT_BACKGROUNDS,
  LAYOUT_IDS,
  SIDEBAR_THEMES,
  THEME_IDS,
  TOPBAR_THEMES,
} from '../theme-options';
import { SwatchPicker } from './swatch-picker';
import './settings-panel.css';

/** Spec 2: the theme and language panel; choices persist for this user on this device. */
export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('appearance');
  const [appearance, update] = useAppearance();
  const changeLanguage = useChangeLanguage();
  const themeName = (id: string) => t(`themes.${id}`);
  return (
    <Drawer
      open
      title={t('title')}
      placement={isRtl(i18n.language) ? 'left' : 'right'}
      size={340}
      onClose={onClose}
      footer={
        <Button block onClick={() => update(DEFAULT_APPEARANCE)}>
          {t('reset')}
        </Button>
      }
    >
      <Space orientation="vertical" size="large" className="settings-panel">
        <div className="settings-panel__field">
          <strong id="settings-language-label">{t('language')}</strong>
          <Select
            value={i18n.language}
            onChange={(v) => isLang(v) && void changeLanguage(v)}
            options={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }))}
            aria-labelledby="settings-language-label"
            data-testid="settings-language"
          />
        </div>
        <SwatchPicker
          label={t('topbar')}
          value={appearance.topbar}
          options={THEME_IDS}
          colorOf={(id) => TOPBAR_THEMES[id].background}
          nameOf={themeName}
          onChange={(topbar) => update({ topbar })}
        />
        <SwatchPicker
          label={t('sidebar')}
          value={appearance.sidebar}
          options={THEME_IDS}
          colorOf={(id) => SIDEBAR_THEMES[id].background}
          nameOf={themeName}
          onChange={(sidebar) => update({ sidebar })}
        />
        <SwatchPicker
          label={t('layout')}
          value={appearance.layout}
          options={LAYOUT_IDS}
          colorOf={(id) => LAYOUT_BACKGROUNDS[id]}
          nameOf={themeName}
          onChange={(layout) => update({ layout })}
        />
      </Space>
    </Drawer>
  );
}
