import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDay } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { useTimeZone } from '../../../shared/session/use-community';
import { QrImage } from '../../../shared/ui/qr-image';
import { useSheet } from './coupon-api';
import './print-sheet.css';

/** Coupons on one A4 page: 3 across, 8 down. */
const PER_PAGE = 24;

/**
 * A reviewed batch's coupons as A4 sheets, a QR per coupon with its code, hours, validity and
 * owner unit. Drawn over the console in a layer of its own; the print style sheet hides the rest.
 */
export function PrintSheet({ batchID, onClose }: { batchID: string; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const zone = useTimeZone();
  const { data, error, isPending } = useSheet(batchID);
  useEffect(() => {
    document.body.classList.add('coupons-printing');
    return () => document.body.classList.remove('coupons-printing');
  }, []);
  const pages = data
    ? Array.from({ length: Math.ceil(data.coupons.length / PER_PAGE) }, (_, i) =>
        data.coupons.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
      )
    : [];
  return createPortal(
    <div className="coupon-sheets" data-testid="coupon-sheets">
      <div className="coupon-sheets__bar">
        <Space wrap>
          <Button type="primary" onClick={() => window.print()} disabled={!data} data-testid="sheet-print">
            {t('print.print')}
          </Button>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </Space>
        <span>{data ? t('print.pages', { count: pages.length, coupons: data.coupons.length }) : null}</span>
      </div>
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon title={errorMessageOf(error)} />
      ) : (
        pages.map((page, i) => (
          <section className="coupon-sheet" key={page[0]!.code} aria-label={t('print.page', { n: i + 1 })}>
            {page.map((c) => (
              <article className="coupon-card" key={c.code} data-testid="coupon-card">
                <QrImage text={c.code} size={96} label={c.code} className="coupon-card__qr" />
                <div className="coupon-card__text">
                  <div className="coupon-card__title">{t('print.title')}</div>
                  <div className="coupon-card__code">{c.code}</div>
                  <div className="coupon-card__hours">{t('print.hours', { count: c.hours })}</div>
                  <div>{t('print.validUntil', { date: formatDay(c.validUntil, zone) })}</div>
                  <div className="coupon-card__meta">{t('print.unit', { unit: ltr(c.unitNo) })}</div>
                  <div className="coupon-card__meta">
                    {t('print.batch', { no: ltr(`${data!.batchNo}-${c.serial}`) })}
                  </div>
                </div>
              </article>
            ))}
          </section>
        ))
      )}
    </div>,
    document.body,
  );
}
