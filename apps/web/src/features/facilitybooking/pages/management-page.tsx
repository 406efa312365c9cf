import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { Alert, App, Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useCan } from '../../../shared/session/use-can';
import { useCommunityID } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBookingList } from '../api/bookings';
import { useLiveBookings } from '../api/use-live-bookings';
import { BookingFilters } from '../components/booking-filters';
import { BookingTable } from '../components/booking-table';
import { DaySheetDialog } from '../components/day-sheet-dialog';
import { FacilityCards } from '../components/facility-cards';
import { OfficeOnly } from '../components/office-only';
import { type BookingFilter, readBookingFilter, writeBookingFilter } from '../list-params';
import { totalText } from '../list-total';
import '../facilitybooking.css';

/**
 * /dashboard/facilitybooking/management: the facilities, and every booking filtered by the
 * address (?tab=pending is the approval queue notifications open), with the office's steps per
 * row, the Excel of what the filters select and the printed day sheet.
 */
export function ManagementPage() {
  return (
    <OfficeOnly op={bookingOps.list}>
      <ManagementPageView />
    </OfficeOnly>
  );
}

function ManagementPageView() {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filter = readBookingFilter(params);
  const set = (change: Partial<BookingFilter>) =>
    setParams(writeBookingFilter({ ...filter, ...change }), { replace: true });
  const list = useBookingList(filter);
  useLiveBookings();
  const [printing, setPrinting] = useState(false);
  const bookings = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const excel = () =>
    downloadFile(bookingOps.excel.path, { communityID, ...filter }, 'facility-bookings.xlsx').catch((e) =>
      message.error(errorMessageOf(e)),
    );
  return (
    <div>
      <PageHeader
        title={t('menu.management')}
        extra={
          <>
            {can(bookingOps.daySheet) && (
              <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
                {t('daySheet.button')}
              </Button>
            )}
            {can(bookingOps.excel) && (
              <Button icon={<DownloadOutlined />} onClick={excel}>
                {t('list.excel')}
              </Button>
            )}
          </>
        }
      />
      <FacilityCards />
      <Tabs
        activeKey={filter.state === 'PENDING' ? 'pending' : 'all'}
        onChange={(k) => set({ state: k === 'pending' ? 'PENDING' : undefined })}
        items={[
          { key: 'all', label: t('list.all') },
          { key: 'pending', label: t('list.pending') },
        ]}
      />
      <BookingFilters filter={filter} onChange={set} />
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <BookingTable bookings={bookings} loading={list.isPending} emptyText={t('list.empty')} actions />
      )}
      {bookings.length > 0 && (
        <LoadMore
          query={list}
          shownText={
            total == null
              ? t('list.shown', { count: bookings.length })
              : t('list.shownOf', { count: bookings.length, total: totalText(total) })
          }
          moreText={t('list.more')}
        />
      )}
      {printing && <DaySheetDialog facilityID={filter.facilityID} onClose={() => setPrinting(false)} />}
    </div>
  );
}
