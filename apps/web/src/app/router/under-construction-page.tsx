import { ToolOutlined } from '@ant-design/icons';
import type { FeatureArea } from '@cc/contracts/features';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { areaLabelKey } from '../../shared/registry/area-paths';

/** The one page every registry area shows until its feature folder provides real pages. */
export function UnderConstructionPage({ area }: { area: FeatureArea }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <section className="cc-card status-card" data-testid="under-construction">
      <ToolOutlined className="status-card__icon" aria-hidden />
      <h1 className="page-title">{t(areaLabelKey(area))}</h1>
      <p>{t('underConstruction.body')}</p>
      <Button type="primary" onClick={() => navigate('/dashboard')}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}
