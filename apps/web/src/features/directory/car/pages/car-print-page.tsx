import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../shared/i18n/format-date';
import { QrImage } from '../../../../shared/ui/qr-image';
import { errorText } from '../../directory-rules';
import { useStickerSheet } from '../api/cars';
import './car.css';

/** /dashboard/directory/car/print?ids=...: an A4 sheet of the chosen cars' stickers, each with its QR. */
export function CarPrintPage() {
  const { t } = useTranslation('directory');
  const ids = (useSearchParams()[0].get('ids') ?? '').split(',').filter(Boolean).slice(0, 200);
  const sheet = useStickerSheet(ids);
  const stickers = sheet.data ?? [];
  return (
    <div className="dir-page">
      <Space className="car-print-controls" wrap>
        <Link to="/dashboard/directory/car">
          <Button type="link" icon={<ArrowLeftOutlined className="dir-flip" />}>
            {t('car.title')}
          </Button>
        </Link>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={stickers.length === 0}
          onClick={() => window.print()}
        >
          {t('car.print')}
        </Button>
      </Space>
      <h1 className="page-title">{t('car.printTitle')}</h1>
      {ids.length === 0 ? (
        <Empty description={t('car.printNone')} />
      ) : sheet.isPending ? (
        <Skeleton active />
      ) : sheet.error ? (
        <Alert type="error" showIcon title={errorText(sheet.error)} />
      ) : stickers.length === 0 ? (
        <Empty description={t('car.printNoSticker')} />
      ) : (
        <div className="car-sheet" data-testid="sticker-sheet">
          {stickers.map((s) => (
            <article key={s.stickerID} className="car-sticker">
              <QrImage text={s.token} size={110} label={t('car.qrLabel', { number: s.number })} />
              <div>
                <div className="car-sticker-number">{s.number}</div>
                <div className="car-plate">
                  {s.plateNo} {s.province}
                </div>
                <div>{t('car.lookup.unit', { unitNo: s.unitNo })}</div>
                <div>{t('car.until', { date: formatDate(s.validUntil) })}</div>
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
