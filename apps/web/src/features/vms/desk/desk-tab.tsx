import { LoadingOutlined } from '@ant-design/icons';
import type { Visit } from '@cc/contracts/vms-records';
import { Alert, App, Button, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { CheckoutPanel } from './checkout-panel';
import { useFindVisit } from './desk-api';
import { plateOf } from './desk-format';
import { checkInByPass } from './pass-checkin';
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
  const findVisit = useFindVisit();
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

  const scan = async () => {
    const read = classifyScan(code);
    setNotFound(null);
    setChoices([]);
    if (read.kind === 'empty') return;
    setCode('');
    if (read.kind === 'pass') {
      const result = await checkInByPass(read.token);
      void message.info(t(result.messageKey));
      if (result.visitID) open(result.visitID);
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
          <label htmlFor="vms-scan" className="vms-scan__label">
            {t('scan.label')}
          </label>
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
              if (!e.nativeEvent.isComposing) void scan();
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
    </div>
  );
}
