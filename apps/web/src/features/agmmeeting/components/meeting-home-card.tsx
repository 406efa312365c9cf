import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useMeetings } from '../api/meetings';
import { useLiveAgmmeeting } from '../api/use-live-agmmeeting';
import { countdownTo } from '../figures/countdown';
import { nextMeeting } from '../figures/meeting-groups';
import { formatPercent, percentOf, toMillionths } from '../figures/weights';
import { workspaceLink } from './meeting-card';
import '../agmmeeting.css';

/** Ticks once a minute: the countdown shows minutes, never seconds. */
function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** The dashboard card: the next meeting, the time left until it, and its quorum live once open. */
export function MeetingHomeCard() {
  const { t, i18n } = useTranslation('agmmeeting');
  const timeZone = useTimeZone();
  const { data, error } = useMeetings();
  const now = useNow();
  // The quorum on the card moves with each check-in while the meeting is in session.
  useLiveAgmmeeting();
  if (error) return null;
  const m = data && nextMeeting(data);
  if (!data) return <div className="agm-card-home">–</div>;
  if (!m)
    return (
      <Link to="/dashboard/agmmeeting" className="agm-card-home" data-testid="agm-card">
        {t('card.none')}
      </Link>
    );
  const left = countdownTo(m.startsAt, now);
  const q = m.quorum;
  return (
    <Link to={workspaceLink(m.meetingID)} className="agm-card-home" data-testid="agm-card" aria-live="polite">
      <strong>{m.title}</strong>
      <span className="cc-muted">{formatDateTime(m.startsAt, timeZone)}</span>
      <span className="agm-card-home__countdown" data-testid="agm-card-countdown">
        {m.state === 'IN_SESSION' || left.started
          ? t('card.inSession')
          : t('card.countdown', { days: left.days, hours: left.hours, minutes: left.minutes })}
      </span>
      {m.state === 'IN_SESSION' && (
        <span data-testid="agm-card-quorum">
          {t(q.reached ? 'card.quorumMet' : 'card.quorumShort', {
            percent: formatPercent(
              percentOf(toMillionths(q.presentWeight), toMillionths(q.totalWeight)),
              i18n.language,
            ),
          })}
        </span>
      )}
    </Link>
  );
}
