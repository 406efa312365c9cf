import { Alert, App, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { type ReceiveInput, trackingExist, useNextNo, useReceiveParcel } from '../api/receive';
import { useParcelSettings } from '../api/settings';
import { ReceiveForm, type ReceiveValues } from '../components/receive-form';
import { type ReceivedItem, ReceivedList } from '../components/received-list';
import { errorText } from '../parcel-labels';
import '../parcel.css';

const STICKY = 'parcel.receive.last';

/** The carrier and type of the last parcel: the next one off the same van is usually the same. */
const lastChoice = (): { carrier?: string; type?: string } => {
  try {
    return JSON.parse(localStorage.getItem(STICKY) ?? '{}');
  } catch {
    return {};
  }
};

const toInput = (v: ReceiveValues): ReceiveInput => ({
  trackingNo: v.trackingNo.trim(),
  carrier: v.carrier!,
  type: v.type as ReceiveInput['type'],
  unitID: v.recipient!.unitID,
  recipientUserID: v.recipient!.userID ?? undefined,
  recipientName: v.recipient!.userID ? undefined : v.recipientName?.trim(),
  recipientPhone: v.recipient!.userID ? undefined : v.recipientPhone?.trim() || undefined,
  note: v.note?.trim() || undefined,
  printNotice: Boolean(v.printNotice),
});

/** newparcel: receive at the desk, one parcel after another, from the keyboard or a scanner. */
export function NewParcelPage() {
  const { t } = useTranslation('parcel');
  const { message, modal } = App.useApp();
  const communityID = useCommunityID();
  const settings = useParcelSettings();
  const nextNo = useNextNo();
  const receive = useReceiveParcel();
  const [warning, setWarning] = useState<string | null>(null);
  const [received, setReceived] = useState<ReceivedItem[]>([]);
  const checked = useRef<{ trackingNo: string; warning: string | null } | null>(null);

  /** Looks the tracking number up once per value; the warning shows before anything is saved. */
  const checkTracking = async (trackingNo: string) => {
    if (trackingNo.length < 3 || checked.current?.trackingNo === trackingNo) return checked.current?.warning;
    const found = await trackingExist(communityID, trackingNo).catch(() => null);
    const first = found?.parcels[0];
    const text = first ? t('receive.duplicate', { trackingNo, no: first.no, unit: first.unitNo }) : null;
    checked.current = { trackingNo, warning: text };
    setWarning(text);
    return text;
  };

  const confirmDuplicate = (text: string) =>
    modal.confirm({
      title: t('receive.duplicateTitle'),
      content: text,
      okText: t('receive.saveAnyway'),
      cancelText: t('common.cancel'),
    });

  const onSave = async (v: ReceiveValues, photo: File | null): Promise<boolean> => {
    const input = toInput(v);
    const dup = await checkTracking(input.trackingNo);
    if (dup && !(await confirmDuplicate(dup))) return false;
    try {
      const parcel = await receive.mutateAsync({
        input: { ...input, confirmDuplicate: Boolean(dup) },
        photo,
      });
      localStorage.setItem(STICKY, JSON.stringify({ carrier: input.carrier, type: input.type }));
      setReceived((list) => [{ parcel, at: Date.now() }, ...list].slice(0, 10));
      void message.success(t('receive.saved', { no: parcel.no, unit: parcel.unitNo }));
      setWarning(null);
      checked.current = null;
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'DUPLICATE_TRACKING' && (await confirmDuplicate(e.message))) {
        checked.current = { trackingNo: input.trackingNo, warning: e.message };
        return onSave(v, photo);
      }
      void message.error(errorText(t, e));
      return false;
    }
  };

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (settings.error) return <Alert type="error" showIcon title={errorText(t, settings.error)} />;
  const sticky = lastChoice();
  const { types, carriers } = settings.data;
  return (
    <div className="parcel-receive">
      <section className="cc-card">
        <PageHeader
          title={t('menu.new')}
          extra={
            nextNo.data && (
              <span className="parcel-next-no" data-testid="next-no">
                {t('receive.nextNo', { no: nextNo.data.nextNo })}
              </span>
            )
          }
        />
        <ReceiveForm
          types={types}
          carriers={carriers}
          initial={{
            carrier: sticky.carrier && carriers.includes(sticky.carrier) ? sticky.carrier : undefined,
            type: sticky.type && types.includes(sticky.type as never) ? sticky.type : types[0],
          }}
          saving={receive.isPending}
          onSave={onSave}
          onTracking={(no) => void checkTracking(no)}
          duplicateWarning={warning}
        />
      </section>
      <ReceivedList items={received} />
    </div>
  );
}
