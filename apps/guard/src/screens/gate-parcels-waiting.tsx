import { useQuery } from '@tanstack/react-query';
import { Alert, Button, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay, type Parcel, waitingOn } from '../api/parcel';
import { HandOut } from './gate-parcels-hand-out';

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The parcels received today (the community's calendar day) that still wait at the desk, newest
 * first, each handed out from here to a resident of its unit or a named proxy.
 */
export function WaitingToday({ communityID, timeZone }: { communityID: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const day = localDay(timeZone);
  const waiting = useQuery({
    queryKey: ['parcel', 'waiting', communityID, day],
    queryFn: () => waitingOn(communityID, day),
  });
  const [handing, setHanding] = useState<Parcel | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone, hour: '2-digit', minute: '2-digit' });
  const items = waiting.data ?? [];
  return (
    <section className="g-section" aria-labelledby="parcel-waiting">
      <h2 id="parcel-waiting">{t('parcels.waitingToday', { count: items.length })}</h2>
      {waiting.error ? (
        <div data-testid="parcel-waiting-error">
          <Alert type="error" showIcon title={failureText(waiting.error)} />
        </div>
      ) : (
        <List
          loading={waiting.isLoading}
          dataSource={items}
          locale={{ emptyText: t('parcels.nothingWaiting') }}
          data-testid="parcel-waiting"
          renderItem={(p) => (
            <List.Item
              actions={[
                <Button key="out" size="large" onClick={() => setHanding(p)} data-testid={`hand-out-${p.no}`}>
                  {t('parcels.handOut')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${t('parcels.noValue', { no: p.no })} · ${p.unitNo}`}
                description={[
                  p.recipientName,
                  p.carrier,
                  p.trackingNo,
                  time.format(new Date(p.receivedAt)),
                ].join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
      {handing && (
        <HandOut
          communityID={communityID}
          parcel={handing}
          onClose={(done) => {
            setHanding(null);
            if (done) void waiting.refetch();
          }}
        />
      )}
    </section>
  );
}
