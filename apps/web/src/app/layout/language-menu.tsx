import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LanguageOption } from '../../shared/i18n/language-names';
import { useChangeLanguage } from '../../shared/i18n/use-change-language';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('app');
  const change = useChangeLanguage();
  const items = Object.entries(LANGUAGE_NAMES).map(([code, name]) => ({
    key: code,
    label: (
      <span lang={code} dir="auto">
        {name}
      </span>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => void change(key as LanguageOption),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('topbar.language')}
        data-testid="language-menu"
      />
    </Dropdown>
  );
}
