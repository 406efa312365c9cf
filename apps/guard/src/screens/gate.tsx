import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, List, Select, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http';
import { type GateUnit, inside, lookupUnits, type PassCheck, slipCodeOf, verifyPass } from '../api/vms';
import { submitOrQueue } from '../offline/submit';
import { ScanButton } from '../ui/scan-button';
import { useOnline } from '../ui/use-queue';
import { newClientUUID } from '../ui/uuid';

const failureText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Parcels (and their client) load when the guard first switches to them, not with the app. */
const Parcels = lazy(() => import('./gate-parcels'));

const PARTS = ['visitors', 'parcels'] as const;
type Part = (typeof PARTS)[number];
/** Kept for the tab's session: back from another screen, or reloaded by an update, the gate stays put. */
const PART_KEY = 'guardos.gate.part';
const keptPart = (): Part => (sessionStorage.getItem(PART_KEY) === 'parcels' ? 'parcels' : 'visitors');

/**
 * The gate: visitors (offline too) or parcels (online only), one switch at the top, made of the
 * buttons the screen already loads (antd's Segmented would add its tooltip to the first load).
 */
export default function Gate({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>(keptPart);
  const choose = (p: Part) => {
    sessionStorage.setItem(PART_KEY, p);
    setPart(p);
  };
  return (
    <div className="g-stack">
      <fieldset
        aria-label={t('nav.gate')}
        data-testid="gate-part"
        style={{ display: 'flex', gap: 8, border: 0, margin: 0, padding: 0 }}
      >
        {PARTS.map((p) => (
          <Button
            key={p}
            size="large"
            style={{ flex: 1 }}
            type={part === p ? 'primary' : 'default'}
            aria-pressed={part === p}
            onClick={() => choose(p)}
          >
            {p === 'visitors' ? t('parcels.visitorsPart') : t('parcels.parcelsPart')}
          </Button>
        ))}
      </fieldset>
      {part === 'visitors' ? (
        <Visitors communityID={communityID} />
      ) : (
        <Suspense fallback={<Spin size="large" className="g-center" />}>
          <Parcels communityID={communityID} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Visitors: a pass scanned and checked, a visitor let in (by pass or walking in) and out by the
 * slip's code, and who is inside. Check-ins and check-outs go through the offline queue, so the
 * gate keeps working through a network cut; the list of who is inside needs the server.
 */
function Visitors({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const online = useOnline();
  const [passText, setPassText] = useState('');
  const [check, setCheck] = useState<PassCheck | null>(null);
  const [slip, setSlip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const insideList = useQuery({
    queryKey: ['vms', 'inside', communityID],
    queryFn: () => inside(communityID),
    enabled: online,
  });

  const done = (sent: boolean, what: string) => {
    void message.success(sent ? what : t('queue.kept'));
    void insideList.refetch();
  };

  const verify = async (token: string) => {
    setPassText(token);
    setCheck(null);
    setError(null);
    if (!navigator.onLine) return;
    try {
      setCheck(await verifyPass(communityID, token));
    } catch (e) {
      setError(failureText(e));
    }
  };

  const checkinByPass = async () => {
    setError(null);
    try {
      const clientID = newClientUUID();
      const r = await submitOrQueue({
        kind: 'vms-checkin',
        clientUUID: clientID,
        communityID,
        label: check?.pass.guestName ?? t('gate.pass'),
        body: { communityID, clientID, passToken: passText.trim() },
      });
      done(r.sent, t('gate.checkedIn'));
      setPassText('');
      setCheck(null);
    } catch (e) {
      setError(failureText(e));
    }
  };

  const checkoutBySlip = async (code: string) => {
    setError(null);
    try {
      const clientID = newClientUUID();
      const slipCode = slipCodeOf(code);
      const r = await submitOrQueue({
        kind: 'vms-checkout',
        clientUUID: clientID,
        communityID,
        label: slipCode,
        body: { communityID, clientID, slipCode },
      });
      done(r.sent, t('gate.checkedOut'));
      setSlip('');
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : failureText(e));
    }
  };

  return (
    <div className="g-stack">
      {error && (
        <div data-testid="gate-error">
          <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} />
        </div>
      )}
      <section className="g-section g-stack" aria-labelledby="gate-pass">
        <h2 id="gate-pass">{t('gate.pass')}</h2>
        <ScanButton label={t('gate.scanPass')} onCode={(c) => void verify(c)} testId="scan-pass" />
        <Input
          size="large"
          value={passText}
          onChange={(e) => setPassText(e.target.value)}
          placeholder={t('gate.passCode')}
          aria-label={t('gate.passCode')}
          data-testid="pass-code"
          onPressEnter={() => void verify(passText)}
        />
        {check && (
          <Alert
            type={check.valid ? 'success' : 'warning'}
            showIcon
            title={`${check.pass.guestName} · ${check.pass.unitNo}`}
            description={t(`gate.passStatus.${check.status}`, { defaultValue: check.status })}
          />
        )}
        {!online && passText && <Alert type="info" showIcon title={t('gate.offlinePass')} />}
        <Button
          size="large"
          block
          disabled={!passText.trim() || (check !== null && !check.valid)}
          onClick={() => void checkinByPass()}
          data-testid="checkin-pass"
        >
          {t('gate.checkIn')}
        </Button>
      </section>
      <WalkIn communityID={communityID} onDone={done} onError={(e) => setError(failureText(e))} />
      <section className="g-section g-stack" aria-labelledby="gate-out">
        <h2 id="gate-out">{t('gate.checkOut')}</h2>
        <ScanButton label={t('gate.scanSlip')} onCode={(c) => void checkoutBySlip(c)} testId="scan-slip" />
        <Input.Search
          size="large"
          value={slip}
          onChange={(e) => setSlip(e.target.value)}
          placeholder={t('gate.slipCode')}
          aria-label={t('gate.slipCode')}
          enterButton={t('gate.checkOut')}
          onSearch={(v) => v.trim() && void checkoutBySlip(v)}
          data-testid="slip-code"
        />
      </section>
      <section className="g-section" aria-labelledby="gate-inside">
        <h2 id="gate-inside">{t('gate.inside')}</h2>
        {!online ? (
          <Alert type="info" showIcon title={t('net.needsSignal')} />
        ) : (
          <List
            loading={insideList.isLoading}
            dataSource={insideList.data ?? []}
            locale={{ emptyText: t('gate.nobodyInside') }}
            renderItem={(v) => (
              <List.Item extra={<Tag>{v.slipCode}</Tag>}>
                <List.Item.Meta title={v.name} description={`${v.unitNo}${v.plate ? ` · ${v.plate}` : ''}`} />
              </List.Item>
            )}
          />
        )}
      </section>
    </div>
  );
}

function WalkIn({
  communityID,
  onDone,
  onError,
}: {
  communityID: string;
  onDone: (sent: boolean, what: string) => void;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState<string | undefined>();
  const [units, setUnits] = useState<GateUnit[]>([]);
  const online = useOnline();
  const submit = async () => {
    try {
      const clientID = newClientUUID();
      const r = await submitOrQueue({
        kind: 'vms-checkin',
        clientUUID: clientID,
        communityID,
        label: name,
        body: { communityID, clientID, name: name.trim(), visitorType: 'GUEST', unitID: unit },
      });
      onDone(r.sent, t('gate.checkedIn'));
      setName('');
      setUnit(undefined);
    } catch (e) {
      onError(e);
    }
  };
  return (
    <section className="g-section g-stack" aria-labelledby="gate-walkin">
      <h2 id="gate-walkin">{t('gate.walkIn')}</h2>
      <Input
        size="large"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={t('gate.visitorName')}
        aria-label={t('gate.visitorName')}
      />
      <Select
        size="large"
        showSearch={{
          filterOption: false,
          onSearch: (q) =>
            void lookupUnits(communityID, q)
              .then(setUnits)
              .catch(() => setUnits([])),
        }}
        disabled={!online}
        value={unit}
        onChange={setUnit}
        placeholder={t('gate.unit')}
        aria-label={t('gate.unit')}
        options={units.map((u) => ({
          value: u.unitID,
          label: u.buildingName ? `${u.unitNo} (${u.buildingName})` : u.unitNo,
        }))}
      />
      <Button size="large" block disabled={!name.trim() || !unit} onClick={() => void submit()}>
        {t('gate.checkIn')}
      </Button>
    </section>
  );
}
