import { PrinterOutlined } from '@ant-design/icons';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { Alert, Button, Drawer, Grid, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { VisitPhotos } from '../passes/visit-photos';
import { CheckoutPanel } from './checkout-panel';
import { CorrectDialog } from './correct-dialog';
import { useFeePreview, useVisit } from './desk-api';
import { formatBaht, plateOf, stayMinutesOf, stayParts } from './desk-format';
import { FeeTable } from './fee-receipt';
import { ForceOutDialog } from './force-out-dialog';
import { usePrintJob } from './print-job';
import { PrintPreview } from './print-preview';
import { StampList } from './stamp-list';

interface Props {
  visitID: string | null;
  onClose: () => void;
}

/**
 * Everything about one visit: who, where, when, the ID as its type and last four only, the stamps,
 * and for a visit inside the fee of leaving now. From here the gate corrects details, forces a
 * forgotten visit out with a reason, or checks the visitor out and prints the receipt.
 */
export function VisitDrawer({ visitID, onClose }: Props) {
  const { t, i18n } = useTranslation('desk');
  const screens = Grid.useBreakpoint();
  const visit = useVisit(visitID);
  const [dialog, setDialog] = useState<'correct' | 'forceOut' | 'checkout' | null>(null);
  const print = usePrintJob();
  const close = () => {
    setDialog(null);
    print.clear();
    onClose();
  };
  return (
    <Drawer
      open={Boolean(visitID)}
      onClose={close}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.md ? 520 : '100%'}
      title={visit.data ? t('drawer.title', { code: visit.data.slipCode }) : t('drawer.loading')}
      destroyOnHidden
      data-testid="visit-drawer"
    >
      {visit.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : visit.error ? (
        <Alert type="error" showIcon title={errorMessageOf(visit.error)} />
      ) : dialog === 'checkout' ? (
        <CheckoutPanel
          visitID={visit.data.visitID}
          onDone={(left, fee, method) => {
            setDialog(null);
            print.printReceipt(left, fee, method);
          }}
          onClose={() => setDialog(null)}
        />
      ) : (
        <VisitFacts
          visit={visit.data}
          onCorrect={() => setDialog('correct')}
          onForceOut={() => setDialog('forceOut')}
          onCheckout={() => {
            print.clear();
            setDialog('checkout');
          }}
          onPrintSlip={() => void print.printSlip(visit.data)}
          onPrintReceipt={() => print.printReceipt(visit.data, null, visit.data.paymentMethod)}
        />
      )}
      <PrintPreview job={print.job} onAgain={print.again} />
      {visit.data && (
        <>
          <CorrectDialog visit={visit.data} open={dialog === 'correct'} onClose={() => setDialog(null)} />
          <ForceOutDialog visit={visit.data} open={dialog === 'forceOut'} onClose={() => setDialog(null)} />
        </>
      )}
    </Drawer>
  );
}

interface FactsProps {
  visit: VisitDetail;
  onCorrect: () => void;
  onForceOut: () => void;
  onCheckout: () => void;
  onPrintSlip: () => void;
  /** A copy from the visit's record: the breakdown charged is not kept after checkout. */
  onPrintReceipt: () => void;
}

function VisitFacts({
  visit: v,
  onCorrect,
  onForceOut,
  onCheckout,
  onPrintSlip,
  onPrintReceipt,
}: FactsProps) {
  const { t } = useTranslation('desk');
  const timeZone = useTimeZone();
  const inside = !v.checkedOutAt;
  const fee = useFeePreview(inside ? v.visitID : null, false);
  const facts: [string, string | null][] = [
    [t('fields.name'), v.name],
    [t('fields.phone'), v.phone],
    [t('fields.visitorType'), t(`visitorTypes.${v.visitorType}`)],
    [t('fields.vehicleType'), t(`vehicleTypes.${v.vehicleType ?? 'NONE'}`)],
    [t('fields.plate'), plateOf(v)],
    [t('fields.unit'), v.unitNo],
    [t('fields.purpose'), v.purpose],
    [
      t('fields.idDocument'),
      v.idDocument
        ? t('idShown', { type: t(`idTypes.${v.idDocument.type}`), last4: v.idDocument.last4 })
        : null,
    ],
    [t('fields.badge'), v.badge],
    [t('fields.checkedInAt'), formatDateTime(v.checkedInAt, timeZone)],
    [t('fields.checkedOutAt'), v.checkedOutAt ? formatDateTime(v.checkedOutAt, timeZone) : null],
    [t('fields.stay'), t('stay', stayParts(stayMinutesOf(v)))],
    [t('fields.fee'), v.feeSatang === null ? null : formatBaht(v.feeSatang)],
    [t('fields.paymentMethod'), v.paymentMethod ? t(`payment.${v.paymentMethod}`) : null],
    [t('fields.waiveReason'), v.waiveReason],
    [t('fields.forcedOutReason'), v.forcedOutReason],
  ];
  return (
    <div className="vms-drawer" data-testid="visit-facts">
      <div className="vms-drawer__state">
        {inside ? (
          <Tag color={v.overstayed ? 'red' : 'green'}>
            {v.overstayed ? t('overstay') : t('states.INSIDE')}
          </Tag>
        ) : (
          <Tag>{t('states.OUT')}</Tag>
        )}
        <span className="vms-code">{v.slipCode}</span>
      </div>
      {v.overstayed && inside && <Alert type="error" showIcon title={t('drawer.overstayed')} />}
      <dl className="vms-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {(v.hasFacePhoto || v.hasPlatePhoto) && (
        <section>
          <h3 className="vms-section-title">{t('photos.title')}</h3>
          <VisitPhotos visit={v} />
        </section>
      )}
      <StampList visit={v} />
      {inside && (
        <section>
          <h3 className="vms-section-title">{t('drawer.feeNow')}</h3>
          {fee.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : fee.error ? (
            <Alert type="error" showIcon title={errorMessageOf(fee.error)} />
          ) : (
            <FeeTable fee={fee.data} />
          )}
        </section>
      )}
      <div className="vms-actions">
        {inside && (
          <Button type="primary" onClick={onCheckout} data-testid="drawer-checkout">
            {t('drawer.checkout')}
          </Button>
        )}
        <Button onClick={onCorrect} data-testid="drawer-correct">
          {t('drawer.correct')}
        </Button>
        {inside && (
          <Button danger onClick={onForceOut} data-testid="drawer-force-out">
            {t('drawer.forceOut')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={onPrintSlip} data-testid="drawer-print-slip">
          {t('drawer.printSlip')}
        </Button>
        {!inside && (
          <Button icon={<PrinterOutlined />} onClick={onPrintReceipt} data-testid="drawer-print-receipt">
            {t('drawer.printReceipt')}
          </Button>
        )}
      </div>
    </div>
  );
}
