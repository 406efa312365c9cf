import { Alert, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useMyBookings } from '../api/bookings';
import { useLiveBookings } from '../api/use-live-bookings';
import { BookingTable } from '../components/booking-table';
import '../facilitybooking.css';

/** /dashboard/facilitybooking/mybooking: the bookings the signed-in member made (or their units hold). */
export function MyBookingsPage() {
  const { t } = useTranslation('facilitybooking');
  const [upcoming, setUpcoming] = useState(true);
  const list = useMyBookings(upcoming);
  useLiveBookings();
  const bookings = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader
        title={t('menu.my')}
        extra={
          <Segmented<'upcoming' | 'all'>
            value={upcoming ? 'upcoming' : 'all'}
            onChange={(v) => setUpcoming(v === 'upcoming')}
            options={[
              { value: 'upcoming', label: t('my.upcoming') },
              { value: 'all', label: t('my.all') },
            ]}
          />
        }
      />
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <BookingTable bookings={bookings} loading={list.isPending} emptyText={t('my.empty')} />
      )}
      {bookings.length > 0 && (
        <LoadMore
          query={list}
          shownText={t('list.shown', { count: bookings.length })}
          moreText={t('list.more')}
        />
      )}
    </div>
  );
}
