import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatrolToday } from '../api/patrol';

/** The dashboard card: today's rounds done on time, late and missed. */
export function TodayCard() {
  const { t } = useTranslation('patrol');
  const { data, error } = usePatrolToday();
  if (error) return null;
  const figures = [
    ['done', data?.done],
    ['late', data?.late],
    ['missed', data ? data.missed + data.partial : undefined],
  ] as const;
  return (
    <div className="patrol-card" data-testid="patrol-card" aria-live="polite">
      {figures.map(([key, value]) => (
        <Link key={key} to="/dashboard/patrol" className={`patrol-card__figure patrol-card__figure--${key}`}>
          <span className="patrol-card__value" data-testid={`card-${key}`}>
            {value ?? '–'}
          </span>
          <span className="patrol-card__label">{t(`card.${key}`)}</span>
        </Link>
      ))}
    </div>
  );
}
