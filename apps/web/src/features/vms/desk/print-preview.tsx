import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../shared/session/use-community';
import { EntrySlip } from './entry-slip';
import { FeeReceipt } from './fee-receipt';
import type { PrintJob } from './print-job';
import { useTicketTexts } from './ticket-texts';
import './print.css';

interface Props {
  job: PrintJob | null;
  onAgain: () => void;
}

/**
 * The last slip or receipt at its paper size, on screen to check or print again; a second copy,
 * a child of the body, is what goes on paper (print.css), alone on its 80 mm page.
 */
export function PrintPreview({ job, onAgain }: Props) {
  const { t } = useTranslation('desk');
  const texts = useTicketTexts();
  const timeZone = useTimeZone();
  if (!job) return null;
  const ticket =
    job.kind === 'slip' ? (
      <EntrySlip
        visit={job.visit}
        qr={job.qr}
        header={texts.slipHeader}
        footer={texts.slipFooter}
        timeZone={timeZone}
      />
    ) : (
      <FeeReceipt
        visit={job.visit}
        fee={job.fee}
        paymentMethod={job.paymentMethod}
        header={texts.receiptHeader}
        headerLines={[
          ...texts.receiptLines,
          ...(texts.taxID ? [t('receipt.taxID', { id: texts.taxID })] : []),
        ]}
        timeZone={timeZone}
      />
    );
  return (
    <section className="vms-print-preview" aria-label={t('print.preview')}>
      <div className="vms-print-preview__bar vms-no-print">
        <span className="cc-muted">
          {job.kind === 'slip' ? t('print.slipPrinted') : t('print.receiptPrinted')}
        </span>
        <Button icon={<PrinterOutlined />} onClick={onAgain} data-testid="print-again">
          {t('print.again')}
        </Button>
      </div>
      <div
        className="vms-print-preview__paper"
        data-testid={job.kind === 'slip' ? 'entry-slip' : 'fee-receipt'}
      >
        {ticket}
      </div>
      {createPortal(<div className="vms-print-sheet">{ticket}</div>, document.body)}
    </section>
  );
}
