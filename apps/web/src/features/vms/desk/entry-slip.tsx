import type { VisitDetail } from '@cc/contracts/vms-records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { plateOf } from './desk-format';

interface Props {
  visit: VisitDetail;
  /** The slip code's QR as an image address (print-job's slipQr). */
  qr: string;
  header: string;
  /** The office's own footer; the desk's words when unset. */
  footer: string | null;
  timeZone: string;
}

/** The 80 mm slip a visitor keeps until the exit: its QR is the slip code the desk scans. */
export function EntrySlip({ visit: v, qr, header, footer, timeZone }: Props) {
  const { t } = useTranslation('desk');
  const plate = plateOf(v);
  return (
    <article className="vms-ticket">
      <header className="vms-ticket__head">
        <div className="vms-ticket__community">{header}</div>
        <div className="vms-ticket__title">{t('slip.title')}</div>
      </header>
      <img className="vms-ticket__qr" src={qr} alt={t('slip.qrLabel', { code: v.slipCode })} />
      <div className="vms-ticket__code" data-testid="slip-code">
        {v.slipCode}
      </div>
      <dl className="vms-ticket__rows">
        <Row label={t('fields.checkedInAt')} value={formatDateTime(v.checkedInAt, timeZone)} />
        <Row label={t('fields.unit')} value={v.unitNo} />
        <Row label={t('fields.name')} value={v.name} />
        <Row label={t('fields.visitorType')} value={t(`visitorTypes.${v.visitorType}`)} />
        {plate && <Row label={t('fields.plate')} value={plate} />}
        {v.badge && <Row label={t('fields.badge')} value={v.badge} />}
      </dl>
      <footer className="vms-ticket__foot">{footer ?? t('slip.foot')}</footer>
    </article>
  );
}

export function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
