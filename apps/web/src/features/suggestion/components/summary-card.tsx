import { suggestionOps } from '@cc/contracts/suggestion';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { useCounts } from '../api/suggestion';
import '../suggestion.css';

/** The dashboard card: how many are new, and since when the oldest of them has waited. */
export function SummaryCard() {
  const { t, i18n } = useTranslation('suggestion');
  const allowed = useCan()(suggestionOps.count);
  const timeZone = useTimeZone();
  const { data, error } = useCounts(allowed);
  if (!allowed || error) return null;
  return (
    <div className="sg-card" data-testid="suggestion-card" aria-live="polite">
      <Link to="/dashboard/suggestion?state=NEW" className="sg-card__figure">
        <span className="sg-card__value">{data ? formatNumber(data.NEW) : '–'}</span>
        <span>{t('card.new')}</span>
      </Link>
      <div className="sg-card__figure">
        <span className="sg-card__value">
          {data?.oldestWaitingAt ? formatInstant(data.oldestWaitingAt, timeZone, i18n.language) : '–'}
        </span>
        <span>{t('card.oldest')}</span>
      </div>
    </div>
  );
}
