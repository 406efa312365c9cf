import type { Booking } from '@cc/contracts/facilitybooking';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../shared/session/use-community';
import { spanOf } from '../format';
import { formatBaht } from '../money';
import { BookingActions } from './booking-actions';
import { DepositTag, StateTag } from './state-tag';

/** One booking opened from the calendar: its facts and the office's next steps. */
export function BookingDrawer({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation('facilitybooking');
  const timeZone = useTimeZone();
  return (
    <Drawer
      open={!!booking}
      onClose={onClose}
      title={booking ? `${booking.unitNo} · ${booking.facilityName}` : ''}
      size="default"
    >
      {booking && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('booking.when')}>
              {spanOf(booking.startsAt, booking.endsAt, timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('booking.state')}>
              <StateTag state={booking.state} />
              <DepositTag booking={booking} />
            </Descriptions.Item>
            <Descriptions.Item label={t('booking.people')}>{booking.people}</Descriptions.Item>
            <Descriptions.Item label={t('booking.fee')}>{formatBaht(booking.feeSatang)}</Descriptions.Item>
            {booking.depositSatang > 0 && (
              <Descriptions.Item label={t('booking.deposit')}>
                {formatBaht(booking.depositSatang)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('booking.bookedBy')}>
              {booking.bookedBy.name} ({t(`source.${booking.source}`)})
            </Descriptions.Item>
            {booking.note && <Descriptions.Item label={t('book.note')}>{booking.note}</Descriptions.Item>}
            {booking.reason && (
              <Descriptions.Item label={t('booking.reason')}>{booking.reason}</Descriptions.Item>
            )}
          </Descriptions>
          <div style={{ marginBlockStart: 16 }}>
            <BookingActions booking={booking} />
          </div>
        </>
      )}
    </Drawer>
  );
}
