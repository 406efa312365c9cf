import { chatOps } from '@cc/contracts/chat-ops';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCan } from '../../../shared/session/use-can';
import { useSummary } from '../api/rooms';
import { waitOf } from '../format';
import '../chat.css';

/** The dashboard card: rooms waiting for the office, rooms with unread, the longest wait. */
export function SummaryCard() {
  const { t, i18n } = useTranslation('chat');
  const allowed = useCan()(chatOps.summary);
  const { data, error } = useSummary(allowed);
  if (!allowed || error) return null;
  const figure = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n));
  return (
    <div className="ch-summary" data-testid="chat-card" aria-live="polite">
      <Link to="/dashboard/chat" className="ch-summary__figure">
        <span className="ch-summary__value">{figure(data?.open)}</span>
        <span className="ch-summary__label">{t('summary.open')}</span>
      </Link>
      <Link to="/dashboard/chat" className="ch-summary__figure">
        <span className="ch-summary__value">{figure(data?.unreadRooms)}</span>
        <span className="ch-summary__label">{t('summary.unread')}</span>
      </Link>
      <Link
        to="/dashboard/chat"
        className={`ch-summary__figure${data?.longestWaitSince ? ' ch-summary__figure--alert' : ''}`}
      >
        <span className="ch-summary__value ch-summary__value--wait">
          {data?.longestWaitSince ? waitOf(data.longestWaitSince, i18n.language) : '–'}
        </span>
        <span className="ch-summary__label">{t('summary.wait')}</span>
      </Link>
    </div>
  );
}
