import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchMe } from '../api/guard';
import { carriers, parcelTypes } from '../api/parcel';
import { useOnline } from '../ui/use-queue';
import { ReceiveParcel } from './gate-parcels-receive';
import { WaitingToday } from './gate-parcels-waiting';

/** Receiving and handing out are the desk's work (PARCEL:write); a community may take it from guards. */
const DESK = 'PARCEL:write';
const ZONE = 'Asia/Bangkok';

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The gate's parcels: receive one (scanned or typed) and see the day's parcels still waiting,
 * handing one out. Online only: the server gives each parcel its running number, so nothing is
 * received offline (the screen says so and offers nothing). The guard's permissions come from
 * /api/guard/me; whatever the server still refuses is shown in its own words.
 */
export default function Parcels({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['guard', 'me', communityID], queryFn: () => fetchMe(communityID) });
  const may = !me.data || me.data.permissions.includes(DESK);
  const lists = useQuery({
    queryKey: ['parcel', 'choices', communityID],
    queryFn: async () => {
      const [types, names] = await Promise.all([parcelTypes(communityID), carriers(communityID)]);
      return { types, carriers: names };
    },
    enabled: online && may,
    staleTime: 10 * 60_000,
  });

  if (!online)
    return (
      <div data-testid="parcels-offline">
        <Alert type="info" showIcon title={t('parcels.offline')} />
      </div>
    );
  if (me.isPending) return <Spin size="large" className="g-center" />;
  if (!may)
    return (
      <div data-testid="parcels-not-allowed">
        <Alert type="warning" showIcon title={t('parcels.notAllowed')} />
      </div>
    );
  if (lists.error)
    return (
      <div data-testid="parcels-error">
        <Alert type="error" showIcon title={failureText(lists.error)} />
      </div>
    );
  if (!lists.data) return <Spin size="large" className="g-center" />;
  return (
    <>
      <ReceiveParcel
        communityID={communityID}
        types={lists.data.types}
        carriers={lists.data.carriers}
        onReceived={() =>
          void queryClient.invalidateQueries({ queryKey: ['parcel', 'waiting', communityID] })
        }
      />
      <WaitingToday communityID={communityID} timeZone={me.data?.timeZone ?? ZONE} />
    </>
  );
}
