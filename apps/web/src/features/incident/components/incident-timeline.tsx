import type { IncidentDetail } from '@cc/contracts/incident';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';

/** Every change, oldest first: who, when, what (a move's from and to, a detail's before and after). */
export function IncidentTimeline({ incident }: { incident: IncidentDetail }) {
  const { t } = useTranslation('incident');
  const timeZone = useTimeZone();
  return (
    <Timeline
      items={incident.timeline.map((e) => ({
        key: `${e.at}|${e.action}|${e.toStatus}|${e.text}`,
        children: (
          <div>
            <strong>{t(`event.${e.action}`)}</strong>
            {e.toStatus && e.action === 'STATUS' && (
              <span>
                : {e.fromStatus ? `${t(`status.${e.fromStatus}`)} → ` : ''}
                {t(`status.${e.toStatus}`)}
              </span>
            )}
            <div className="cc-muted">
              {formatDateTime(e.at, timeZone)} · {e.by?.name ?? ''}
            </div>
            {Object.entries(e.changes).map(([field, [before, after]]) => (
              <div key={field}>
                {field}: {before} → {after}
              </div>
            ))}
            {e.text && e.action !== 'PHOTOS' && <div>{e.text}</div>}
          </div>
        ),
      }))}
    />
  );
}
