import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../shared/api/app-config';
import { ltr } from '../../shared/i18n/isolate';
import { APP_VERSION, COPYRIGHT_YEARS } from '../version';

type Topic = 'help' | 'support' | 'about';

/** Spec 2: the top bar offers help, customer support and about. */
export function HelpMenu() {
  const { t } = useTranslation('app');
  const [topic, setTopic] = useState<Topic | null>(null);
  const items = (['help', 'support', 'about'] as const).map((key) => ({ key, label: t(`help.${key}.menu`) }));
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => setTopic(key as Topic) }}>
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          aria-label={t('help.label')}
          data-testid="help-menu"
        />
      </Dropdown>
      <Modal
        open={topic !== null}
        title={topic ? t(`help.${topic}.title`) : ''}
        footer={null}
        onCancel={() => setTopic(null)}
        destroyOnHidden
      >
        {topic === 'about' ? <About /> : topic && <p>{t(`help.${topic}.body`)}</p>}
      </Modal>
    </>
  );
}

function About() {
  const { t } = useTranslation('app');
  const config = useAppConfig();
  return (
    <>
      <p>{t('help.about.body')}</p>
      <p>{t('help.about.version', { version: ltr(APP_VERSION) })}</p>
      {config.data && (
        <p className="muted">{t('help.about.serverVersion', { version: ltr(config.data.version) })}</p>
      )}
      <p>{t('footer.copyright', { years: ltr(COPYRIGHT_YEARS) })}</p>
    </>
  );
}
