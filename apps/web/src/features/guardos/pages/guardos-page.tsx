import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenGuardApp } from '../use-open-guard-app';

/** /dashboard/guardos: the same handover as the top bar's app picker, as a page. */
export function GuardosPage() {
  const { t } = useTranslation('guardos');
  const open = useOpenGuardApp();
  return (
    <section className="cc-card">
      <h1 className="page-title">
        <SafetyCertificateOutlined aria-hidden /> {t('name')}
      </h1>
      <p>{t('description')}</p>
      <Button type="primary" onClick={() => void open()}>
        {t('open')}
      </Button>
    </section>
  );
}
