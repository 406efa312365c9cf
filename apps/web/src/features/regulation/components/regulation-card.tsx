import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegulationSummary } from '../api/regulation';
import '../regulation.css';

/** The dashboard card: how many units acknowledged the latest version that asks for it. */
export function RegulationCard() {
  const { t } = useTranslation('regulation');
  const summary = useRegulationSummary();
  if (summary.error) return null;
  const latest = summary.data?.latest;
  if (!latest)
    return (
      <Link to="/dashboard/regulation" className="rule-card" data-testid="regulation-card">
        <span className="rule-card__value">{summary.data?.documents ?? '–'}</span>
        <span>{t('card.documents')}</span>
      </Link>
    );
  const { units, acknowledged } = latest.figures;
  const percent = units ? Math.round((acknowledged / units) * 100) : 0;
  return (
    <Link
      to={`/dashboard/regulation?tab=report&version=${latest.versionID}`}
      className="rule-card"
      data-testid="regulation-card"
      aria-live="polite"
    >
      <span>{t('card.latest', { title: latest.title, no: latest.versionNo })}</span>
      <Progress percent={percent} aria-label={t('card.acknowledged')} />
      <span className="cc-muted">{t('card.figures', { acknowledged, units })}</span>
    </Link>
  );
}
