import type { Booking } from '@cc/contracts/facilitybooking';
import { Table } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../shared/session/use-community';
import { useScrollKeyboard } from '../../../shared/ui/use-scroll-keyboard';
import { spanOf } from '../format';
import { formatBaht } from '../money';
import { BookingActions } from './booking-actions';
import { DepositTag, StateTag } from './state-tag';

interface Props {
  bookings: Booking[];
  loading: boolean;
  emptyText: string;
  /** The office's table has the action column; my bookings do not. */
  actions?: boolean;
}

/** Bookings as rows, newest slot first as the API answers; scrolls sideways on a phone. */
export function BookingTable({ bookings, loading, emptyText, actions }: Props) {
  const { t } = useTranslation('facilitybooking');
  const timeZone = useTimeZone();
  const host = useRef<HTMLDivElement>(null);
  useScrollKeyboard(host, t('booking.tableLabel'));
  return (
    <div ref={host}>
      <Table<Booking>
        rowKey="bookingID"
        data-testid="booking-table"
        size="middle"
        loading={loading}
        dataSource={bookings}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        columns={[
          { key: 'when', title: t('booking.when'), render: (_, b) => spanOf(b.startsAt, b.endsAt, timeZone) },
          { key: 'facility', title: t('booking.facility'), render: (_, b) => b.facilityName },
          { key: 'unit', title: t('booking.unit'), render: (_, b) => b.unitNo },
          { key: 'people', title: t('booking.people'), align: 'end', render: (_, b) => b.people },
          {
            key: 'state',
            title: t('booking.state'),
            render: (_, b) => (
              <>
                <StateTag state={b.state} />
                <DepositTag booking={b} />
              </>
            ),
          },
          {
            key: 'money',
            title: t('booking.fee'),
            align: 'end',
            render: (_, b) =>
              b.feeSatang || b.depositSatang
                ? [
                    b.feeSatang ? formatBaht(b.feeSatang) : null,
                    b.depositSatang ? `${t('booking.depositShort')} ${formatBaht(b.depositSatang)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' + ')
                : '–',
          },
          {
            key: 'by',
            title: t('booking.bookedBy'),
            render: (_, b) => `${b.bookedBy.name} (${t(`source.${b.source}`)})`,
          },
          { key: 'reason', title: t('booking.reason'), render: (_, b) => b.reason ?? b.note ?? '' },
          ...(actions
            ? [
                {
                  key: 'actions',
                  title: t('booking.actions'),
                  // The office's buttons stay in view while the facts scroll sideways.
                  fixed: 'right' as const,
                  render: (_: unknown, b: Booking) => <BookingActions booking={b} />,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
