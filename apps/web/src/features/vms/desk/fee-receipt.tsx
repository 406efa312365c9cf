import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import type { VisitDetail, VmsPaymentMethod } from '@cc/contracts/vms-records';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatDateTime } from '../../../shared/i18n/format-time';
import { formatBaht, plateOf, stayMinutesOf, stayParts } from './desk-format';
import { Row } from './entry-slip';
import { feeLines } from './fee-lines';

interface Props {
  visit: VisitDetail;
  /**
   * The breakdown charged at checkout; null for a receipt printed again later, when only what the
   * visit stored (times, stamps, fee, method) is known.
   */
  fee: FeeBreakdown | null;
  /** Null for a stay that cost nothing. */
  paymentMethod: VmsPaymentMethod | null;
  /** The receipt's header: the community's name until the office sets its own. */
  header: string;
  /** The office's address lines and tax ID line, under the header. */
  headerLines: string[];
  timeZone: string;
}

/** The 80 mm receipt handed over at the exit: the stay, its stamps, each charge and the total. */
export function FeeReceipt({ visit: v, fee, paymentMethod, header, headerLines, timeZone }: Props) {
  const { t } = useTranslation('desk');
  const plate = plateOf(v);
  return (
    <article className="vms-ticket">
      <header className="vms-ticket__head">
        <div className="vms-ticket__community">{header}</div>
        {headerLines.map((line) => (
          <div key={line} className="vms-ticket__line">
            {line}
          </div>
        ))}
        <div className="vms-ticket__title">{fee ? t('receipt.title') : t('receipt.copyTitle')}</div>
      </header>
      <dl className="vms-ticket__rows">
        <Row label={t('fields.slipCode')} value={v.slipCode} />
        {plate && <Row label={t('fields.plate')} value={plate} />}
        <Row label={t('fields.unit')} value={v.unitNo} />
        <Row label={t('fields.checkedInAt')} value={formatDateTime(v.checkedInAt, timeZone)} />
        <Row label={t('fields.checkedOutAt')} value={formatDateTime(v.checkedOutAt, timeZone)} />
        <Row label={t('fields.stay')} value={t('stay', stayParts(fee?.stayMinutes ?? stayMinutesOf(v)))} />
        <Row label={t('fields.stamps')} value={String(fee?.stamps ?? v.stamps)} />
      </dl>
      {fee ? (
        <FeeTable fee={fee} />
      ) : (
        <table className="vms-fee-table" data-testid="fee-lines">
          <tfoot>
            <tr>
              <th scope="row">{t('fee.total')}</th>
              <td className="vms-fee-table__amount" data-testid="fee-total">
                {formatBaht(v.feeSatang ?? 0)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <dl className="vms-ticket__rows">
        {paymentMethod && <Row label={t('fields.paymentMethod')} value={t(`payment.${paymentMethod}`)} />}
        {v.waiveReason && <Row label={t('fields.waiveReason')} value={v.waiveReason} />}
      </dl>
      <footer className="vms-ticket__foot">{t('receipt.foot')}</footer>
    </article>
  );
}

/** The breakdown's lines and the total; shown at the desk and printed on the receipt alike. */
export function FeeTable({ fee }: { fee: FeeBreakdown }) {
  const { t } = useTranslation('desk');
  return (
    <table className="vms-fee-table" data-testid="fee-lines">
      <tbody>
        {feeLines(fee).map((line) => (
          <tr key={`${line.key}-${line.values.date ?? ''}`}>
            <td>
              {t(line.key, {
                ...line.values,
                ...(typeof line.values.date === 'string'
                  ? { date: formatCalendarDay(line.values.date) }
                  : {}),
              })}
            </td>
            <td className="vms-fee-table__amount">{line.satang === null ? '' : formatBaht(line.satang)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('fee.total')}</th>
          <td className="vms-fee-table__amount" data-testid="fee-total">
            {formatBaht(fee.totalSatang)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
