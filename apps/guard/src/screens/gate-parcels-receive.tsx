import { Alert, App, Button, Checkbox, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http';
import { type Parcel, type ParcelType, receiveParcel, trackingExist } from '../api/parcel';
import { ScanButton } from '../ui/scan-button';
import { type RecipientChoice, RecipientPicker } from './gate-parcels-recipient';

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const STICKY = 'guardos.parcel.last';
/** The server's rule (3 to 64 characters); shorter is not worth a duplicate lookup. */
const TRACKING_MIN = 3;

/** The carrier and type of the last parcel: the next one off the same van is usually the same. */
function lastChoice(): { carrier?: string; type?: string } {
  try {
    return JSON.parse(localStorage.getItem(STICKY) ?? '{}') as { carrier?: string; type?: string };
  } catch {
    return {};
  }
}

interface Duplicate {
  trackingNo: string;
  text: string;
}

/**
 * Receive one parcel: the tracking barcode scanned (or typed), a duplicate still waiting warned
 * of before saving (and saved again only when the guard says it is another parcel), the
 * recipient picked by typing, type and carrier from the community's lists, an optional photo.
 * The server numbers the parcel; that number is shown big, to be written on the box.
 */
export function ReceiveParcel({
  communityID,
  types,
  carriers,
  onReceived,
}: {
  communityID: string;
  types: ParcelType[];
  carriers: string[];
  onReceived: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sticky = lastChoice();
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState<string | undefined>(
    sticky.carrier && carriers.includes(sticky.carrier) ? sticky.carrier : undefined,
  );
  const [type, setType] = useState<ParcelType | undefined>(types.find((x) => x === sticky.type) ?? types[0]);
  const [recipient, setRecipient] = useState<RecipientChoice | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [another, setAnother] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Parcel | null>(null);
  /** The tracking number in the field now: a lookup answering late for an older one is dropped. */
  const current = useRef('');

  const changeTracking = (value: string) => {
    setTracking(value);
    current.current = value.trim();
    if (duplicate && duplicate.trackingNo !== value.trim()) {
      setDuplicate(null);
      setAnother(false);
    }
  };

  const checkTracking = async (value: string) => {
    const trackingNo = value.trim();
    if (trackingNo.length < TRACKING_MIN || duplicate?.trackingNo === trackingNo) return;
    try {
      const found = await trackingExist(communityID, trackingNo);
      const first = found.parcels[0];
      if (current.current !== trackingNo) return;
      setDuplicate(
        first
          ? { trackingNo, text: t('parcels.duplicate', { trackingNo, no: first.no, unit: first.unitNo }) }
          : null,
      );
      setAnother(false);
    } catch (e) {
      if (current.current === trackingNo) setError(failureText(e));
    }
  };

  const scanned = (code: string) => {
    changeTracking(code.trim());
    void checkTracking(code);
  };

  const needsName = recipient !== null && !recipient.userID;
  const ready =
    tracking.trim().length >= TRACKING_MIN &&
    Boolean(carrier && type && recipient) &&
    (!needsName || name.trim() !== '') &&
    (!duplicate || another);

  const save = async () => {
    if (!ready || !recipient || !carrier || !type) return;
    setBusy(true);
    setError(null);
    const trackingNo = tracking.trim();
    try {
      const parcel = await receiveParcel(
        {
          communityID,
          trackingNo,
          carrier,
          type,
          unitID: recipient.unitID,
          recipientUserID: recipient.userID ?? undefined,
          recipientName: recipient.userID ? undefined : name.trim(),
          recipientPhone: recipient.userID ? undefined : phone.trim() || undefined,
          note: note.trim() || undefined,
          confirmDuplicate: duplicate && another ? true : undefined,
        },
        photo,
      );
      localStorage.setItem(STICKY, JSON.stringify({ carrier, type }));
      setLast(parcel);
      void message.success(t('parcels.received', { no: parcel.no }));
      changeTracking('');
      setRecipient(null);
      setName('');
      setPhone('');
      setNote('');
      setPhoto(null);
      setPhotoKey((k) => k + 1);
      onReceived(parcel);
    } catch (e) {
      // Saved meanwhile by the other gate or the office: the server names that parcel.
      if (e instanceof ApiFailure && e.code === 'DUPLICATE_TRACKING') {
        setDuplicate({ trackingNo, text: e.message });
        setAnother(false);
      } else setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="g-section g-stack" aria-labelledby="parcel-receive">
      <h2 id="parcel-receive">{t('parcels.receiveTitle')}</h2>
      {last && (
        <div data-testid="parcel-received" aria-live="polite">
          <Alert
            type="success"
            showIcon
            title={<strong style={{ fontSize: 24 }}>{t('parcels.received', { no: last.no })}</strong>}
            description={t('parcels.receivedFor', { unit: last.unitNo, name: last.recipientName })}
            closable
            onClose={() => setLast(null)}
          />
        </div>
      )}
      <ScanButton label={t('parcels.scanTracking')} onCode={scanned} testId="scan-tracking" />
      <div className="g-field">
        <label htmlFor="parcel-tracking">{t('parcels.trackingNo')}</label>
        <Input
          id="parcel-tracking"
          size="large"
          autoComplete="off"
          value={tracking}
          onChange={(e) => changeTracking(e.target.value)}
          onBlur={(e) => void checkTracking(e.target.value)}
          onPressEnter={(e) => void checkTracking((e.target as HTMLInputElement).value)}
          data-testid="parcel-tracking"
        />
      </div>
      {duplicate && (
        <div data-testid="parcel-duplicate">
          <Alert type="warning" showIcon title={duplicate.text} />
          <Checkbox checked={another} onChange={(e) => setAnother(e.target.checked)}>
            {t('parcels.saveAnyway')}
          </Checkbox>
        </div>
      )}
      <div className="g-field">
        <label htmlFor="parcel-recipient">{t('parcels.recipient')}</label>
        <RecipientPicker communityID={communityID} value={recipient} onChange={setRecipient} />
      </div>
      {needsName && (
        <>
          <div className="g-field">
            <label htmlFor="parcel-name">{t('parcels.recipientName')}</label>
            <Input
              id="parcel-name"
              size="large"
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="parcel-name"
            />
          </div>
          <div className="g-field">
            <label htmlFor="parcel-phone">{t('parcels.phoneOptional')}</label>
            <Input
              id="parcel-phone"
              size="large"
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
        </>
      )}
      <div className="g-field">
        <label htmlFor="parcel-type">{t('parcels.type')}</label>
        <Select
          id="parcel-type"
          size="large"
          value={type}
          onChange={setType}
          options={types.map((code) => ({
            value: code,
            label: t(`parcels.types.${code}`, { defaultValue: code }),
          }))}
          data-testid="parcel-type"
        />
      </div>
      <div className="g-field">
        <label htmlFor="parcel-carrier">{t('parcels.carrier')}</label>
        <Select
          id="parcel-carrier"
          size="large"
          showSearch={{ optionFilterProp: 'label' }}
          value={carrier}
          onChange={setCarrier}
          options={carriers.map((c) => ({ value: c, label: c }))}
          data-testid="parcel-carrier"
        />
      </div>
      <div className="g-field">
        <label htmlFor="parcel-note">{t('parcels.noteOptional')}</label>
        <Input id="parcel-note" size="large" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <label className="g-field">
        <span>{t('parcels.photoOptional')}</span>
        <input
          key={photoKey}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          data-testid="parcel-photo"
          style={{ minHeight: 48 }}
        />
      </label>
      {error && (
        <div data-testid="parcel-error">
          <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} />
        </div>
      )}
      <Button
        type="primary"
        size="large"
        block
        loading={busy}
        disabled={!ready}
        onClick={() => void save()}
        data-testid="parcel-save"
      >
        {t('parcels.save')}
      </Button>
    </section>
  );
}
