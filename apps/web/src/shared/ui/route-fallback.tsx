import { useTranslation } from 'react-i18next';
import './route-fallback.css';

/**
 * Spec 2: a lazy screen shows a loading progress bar and a text skeleton until it arrives.
 * Plain elements: this shows before antd has loaded.
 */
export function RouteFallback() {
  const { t } = useTranslation('app');
  return (
    <div className="route-fallback" aria-busy="true" data-testid="route-fallback">
      <div className="route-fallback__bar" role="progressbar" aria-label={t('loading')}>
        <span className="route-fallback__runner" />
      </div>
      <div className="route-fallback__text" aria-hidden="true">
        <span className="route-fallback__line route-fallback__line--title" style={{ width: '38%' }} />
        <span className="route-fallback__line" />
        <span className="route-fallback__line" />
        <span className="route-fallback__line" style={{ width: '61%' }} />
      </div>
    </div>
  );
}
