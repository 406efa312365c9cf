import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useIssuesLive } from '../api/live';
import { useIssueSummary } from '../api/summary';
import './summary-card.css';

/** The dashboard card: current, overdue, due today and the reader's unread, kept live. */
export function SummaryCard() {
  const { t } = useTranslation('issuetracking');
  const { data, error } = useIssueSummary();
  useIssuesLive();
  // A role without issue tracking has no figures to show, not an error.
  if (error) return null;
  const figure = (key: 'current' | 'overdue' | 'dueToday' | 'unread', to: string, alert = false) => (
    <Link to={to} className={`it-card__figure${alert ? ' it-card__figure--alert' : ''}`}>
      <span className="it-card__value" data-testid={`issue-card-${key}`}>
        {data ? formatNumber(data[key]) : '–'}
      </span>
      <span className="it-card__label">{t(`card.${key}`)}</span>
    </Link>
  );
  return (
    <div className="it-card" data-testid="issuetracking-card" aria-live="polite">
      {figure('current', '/dashboard/issuetracking')}
      {figure('overdue', '/dashboard/issuetracking?overdue=1', !!data?.overdue)}
      {figure('dueToday', '/dashboard/issuetracking')}
      {figure('unread', '/dashboard/issuetracking')}
    </div>
  );
}
