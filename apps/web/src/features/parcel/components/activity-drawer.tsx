import type { Parcel } from '@cc/contracts/parcel';
import { Alert, Drawer, Empty, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useParcelActivity } from '../api/activity';
import { errorText } from '../parcel-labels';
import { eventDetail } from './event-detail';

/** One parcel's history, oldest first: every change, who made it and when. */
export function ActivityDrawer({ parcel, onClose }: { parcel: Parcel; onClose: () => void }) {
  const { t, i18n } = useTranslation('parcel');
  const tz = useTimeZone();
  const { data, error, isPending } = useParcelActivity(parcel.parcelID);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('activity.titleOne', { no: parcel.no })}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={420}
    >
      {isPending && <Skeleton active />}
      {error && <Alert type="error" showIcon title={errorText(t, error)} />}
      {data && !data.length && <Empty description={t('activity.empty')} />}
      {data && data.length > 0 && (
        <Timeline
          data-testid="parcel-activity"
          items={data.map((e) => ({
            key: e.eventID,
            content: (
              <>
                <div className="parcel-strong">{t(`actions.${e.action}`)}</div>
                <div className="parcel-muted">
                  {formatDateTime(e.at, tz)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                </div>
                {eventDetail(t, e.detail) && <div>{eventDetail(t, e.detail)}</div>}
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
