import { useQuery } from '@tanstack/react-query';
import { Alert, App, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRecipients, handOut, type Parcel } from '../api/parcel';

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Kind = 'RESIDENT' | 'PROXY';

/**
 * Hands one parcel out (the spec's "export"): to a resident of its unit, the recipient first, or
 * to a named proxy with a phone. The server checks the resident lives there and notifies the
 * unit; a refusal is shown in its words and nothing changes.
 */
export function HandOut({
  communityID,
  parcel,
  onClose,
}: {
  communityID: string;
  parcel: Parcel;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const unit = useQuery({
    queryKey: ['parcel', 'recipient', communityID, parcel.unitNo],
    queryFn: () => findRecipients(communityID, parcel.unitNo),
    staleTime: 60_000,
  });
  const residents = unit.data?.find((u) => u.unitID === parcel.unitID)?.residents ?? [];
  const [chosen, setKind] = useState<Kind | null>(null);
  // A unit without residents on the app can only be collected for by someone named here.
  const kind: Kind = chosen ?? (unit.data && residents.length === 0 ? 'PROXY' : 'RESIDENT');
  const [userID, setUserID] = useState<string | undefined>(parcel.recipientUserID ?? undefined);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = kind === 'RESIDENT' ? Boolean(userID) : name.trim() !== '' && phone.trim() !== '';

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await handOut(
        communityID,
        parcel.parcelID,
        kind === 'RESIDENT' ? { kind, userID: userID! } : { kind, name: name.trim(), phone: phone.trim() },
      );
      void message.success(t('parcels.handedOut', { no: parcel.no }));
      onClose(true);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('parcels.handOutTitle', { no: parcel.no, unit: parcel.unitNo })}
      okText={t('parcels.handOut')}
      cancelText={t('parcels.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      confirmLoading={busy}
      okButtonProps={{ disabled: !ready, size: 'large', 'data-testid': 'hand-out-confirm' }}
      cancelButtonProps={{ size: 'large' }}
      destroyOnHidden
    >
      <div className="g-stack">
        <Radio.Group
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          options={[
            { value: 'RESIDENT', label: t('parcels.resident') },
            { value: 'PROXY', label: t('parcels.proxy') },
          ]}
        />
        {kind === 'RESIDENT' ? (
          <Select
            size="large"
            value={userID}
            onChange={setUserID}
            loading={unit.isLoading}
            placeholder={t('parcels.whichResident')}
            aria-label={t('parcels.whichResident')}
            notFoundContent={t('parcels.noResidents')}
            options={residents.map((r) => ({
              value: r.userID,
              label: `${r.name}${r.mobile ? ` · ${r.mobile}` : ''}`,
            }))}
          />
        ) : (
          <>
            <Input
              size="large"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('parcels.proxyName')}
              aria-label={t('parcels.proxyName')}
              autoComplete="off"
            />
            <Input
              size="large"
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder={t('parcels.proxyPhone')}
              aria-label={t('parcels.proxyPhone')}
              autoComplete="off"
            />
          </>
        )}
        {error && (
          <div data-testid="hand-out-error">
            <Alert type="error" showIcon title={error} />
          </div>
        )}
      </div>
    </Modal>
  );
}
