import { LoadingOutlined } from '@ant-design/icons';
import type { Visit, VisitDetail } from '@cc/contracts/vms-records';
import { Alert, App, Button, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { WebcamScanButton } from '../scanner/webcam-scan-button';
import { useUtilityConfig } from '../vms-settings/settings-api';
import { CheckoutPanel } from './checkout-panel';
import { useFindVisit } from './desk-api';
import { plateOf } from './desk-format';
import { usePassCheckin } from './pass-checkin';
import { PassPhotoDialog } from './pass-photo-dialog';
import { pickVisit } from './pick-visit';
import { usePrintJob } from './print-job';
import { PrintPreview } from './print-preview';
import { classifyScan } from './scan-code';
import { WalkInForm } from './walk-in-form';
import './desk.css';

/**
 * The check-in desk, scanner first: the caret waits in one field, where a handheld scanner types
 * a slip's QR (the checkout opens) or a guest pass (checked in by the pass), each with an Enter.
 * Tab, or Alt+N, goes to the walk-in form. Each check-in prints the 80 mm slip; each checkout the
 * receipt.
 */
export function DeskTab() {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const scanRef = useRef<InputRef>(null);
  const nameRef = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [looking, setLooking] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [choices, setChoices] = useState<Visit[]>([]);
  const [checkoutID, setCheckoutID] = useState<string | null>(null);
  const [passVisit, setPassVisit] = useState<VisitDetail | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const findVisit = useFindVisit();
  const pass = usePassCheckin();
  // The office may require a face photo of every guest: a scanned pass then waits for one.
  const faceRequired = useUtilityConfig().data?.photoRequired === true;
  const [waitingPass, setWaitingPass] = useState<string | null>(null);
  const print = usePrintJob();

  useEffect(() => {
    scanRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && e.code === 'KeyN') {
        e.preventDefault();
        nameRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = (visitID: string) => {
    setChoices([]);
    setNotFound(null);
    setCheckoutID(visitID);
  };

  const checkInPass = async (token: string, facePhoto?: File) => {
    if (pass.pending) return;
    setLooking(true);
    try {
      const visit = await pass.checkIn(token, facePhoto);
      setPassVisit(visit);
      void message.success(t('pass.done', { code: visit.slipCode, name: visit.name }));
      void print.printSlip(visit);
    } catch (e) {
      setRefused(errorMessageOf(e));
    } finally {
      setLooking(false);
      setWaitingPass(null);
      scanRef.current?.focus();
    }
  };

  /** A typed code, a scanner's, or the webcam's: one path for all three. */
  const scan = async (raw: string) => {
    const read = classifyScan(raw);
    setNotFound(null);
    setChoices([]);
    setRefused(null);
    setPassVisit(null);
    if (read.kind === 'empty') return;
    setCode('');
    if (read.kind === 'pass') {
      if (faceRequired) setWaitingPass(read.token);
      else await checkInPass(read.token);
      return;
    }
    const text = read.kind === 'slip' ? read.code : read.text;
    setLooking(true);
    try {
      const picked = pickVisit(await findVisit(text), text);
      if (!picked) setNotFound(text);
      else if (Array.isArray(picked)) setChoices(picked);
      else open(picked.visitID);
    } catch (e) {
      void message.error(errorMessageOf(e));
    } finally {
      setLooking(false);
    }
  };

  return (
    <div className="vms-desk">
      <div className="vms-desk__main">
        <section className="cc-card vms-scan">
          {/* The webcam sits before the field: Tab from the field still goes straight to the walk-in form. */}
          <div className="vms-scan__head">
            <label htmlFor="vms-scan" className="vms-scan__label">
              {t('scan.label')}
            </label>
            <WebcamScanButton onCode={(read) => void scan(read)} />
          </div>
          <Input
            id="vms-scan"
            ref={scanRef}
            size="large"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={(e) => {
              if (!e.nativeEvent.isComposing) void scan(code);
            }}
            suffix={looking ? <LoadingOutlined /> : <span />}
            placeholder={t('scan.placeholder')}
            data-testid="scan-input"
          />

          <p className="cc-muted vms-scan__help">{t('scan.help')}</p>
          {notFound && (
            <div data-testid="scan-not-found">
              <Alert type="warning" showIcon title={t('scan.notFound', { code: notFound })} />
            </div>
          )}
          {refused && (
            <div data-testid="scan-refused">
              <Alert type="error" showIcon title={t('pass.refused', { reason: refused })} />
            </div>
          )}
          {passVisit && <PassVisit visit={passVisit} />}
          {choices.length > 0 && (
            <div className="vms-scan__choices" data-testid="scan-choices">
              <span className="cc-muted">{t('scan.choose')}</span>
              {choices.map((v) => (
                <Button key={v.visitID} onClick={() => open(v.visitID)}>
                  {[v.slipCode, v.name, v.unitNo, plateOf(v)].filter(Boolean).join(' · ')}
                </Button>
              ))}
            </div>
          )}
        </section>
        <section className="cc-card">
          <h2 className="vms-section-title">{t('walkIn.title')}</h2>
          <WalkInForm
            nameRef={nameRef}
            onCheckedIn={(visit) => {
              void print.printSlip(visit);
              scanRef.current?.focus();
            }}
          />
        </section>
      </div>
      <aside className="vms-desk__side">
        {checkoutID ? (
          <section className="cc-card">
            <h2 className="vms-section-title">{t('checkout.title')}</h2>
            <CheckoutPanel
              key={checkoutID}
              visitID={checkoutID}
              focusConfirm
              onDone={(visit, fee, method) => {
                setCheckoutID(null);
                print.printReceipt(visit, fee, method);
                scanRef.current?.focus();
              }}
              onClose={() => {
                setCheckoutID(null);
                scanRef.current?.focus();
              }}
            />
          </section>
        ) : (
          !print.job && <p className="cc-muted vms-desk__idle">{t('scan.idle')}</p>
        )}
        <PrintPreview job={print.job} onAgain={print.again} />
      </aside>
      <PassPhotoDialog
        open={waitingPass !== null}
        pending={pass.pending}
        onCheckIn={(face) => waitingPass && void checkInPass(waitingPass, face)}
        onClose={() => {
          setWaitingPass(null);
          scanRef.current?.focus();
        }}
      />
    </div>
  );
}

/** The guest a pass just let in: who, for which unit, by which pass, and the slip's code. */
function PassVisit({ visit: v }: { visit: VisitDetail }) {
  const { t } = useTranslation('desk');
  return (
    <div data-testid="pass-visit">
      <Alert
        type="success"
        showIcon
        title={t('pass.checkedIn', { code: v.slipCode })}
        description={
          <span className="vms-pass-visit">
            <bdi>{v.name}</bdi> · <bdi>{t('unitValue', { unit: v.unitNo })}</bdi>
            {v.passID && (
              <>
                {' · '}
                <bdi>{t('pass.byPass')}</bdi>
              </>
            )}
          </span>
        }
      />
    </div>
  );
}
