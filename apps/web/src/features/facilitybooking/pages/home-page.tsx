import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/session/use-can';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLiveBookings } from '../api/use-live-bookings';
import { FacilityCards } from '../components/facility-cards';
import '../facilitybooking.css';

/** /dashboard/facilitybooking: every facility with its day so far (in use, next slot, places left). */
export function HomePage() {
  const { t } = useTranslation('facilitybooking');
  const can = useCan();
  useLiveBookings();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.facilitybooking')}
        extra={
          <>
            {can(bookingOps.calendar) && (
              <Link to="/dashboard/facilitybooking/booking">
                <Button icon={<CalendarOutlined />}>{t('menu.calendar')}</Button>
              </Link>
            )}
            {can(facilityOps.create) && (
              <Link to="/dashboard/facilitybooking/add">
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('menu.add')}
                </Button>
              </Link>
            )}
          </>
        }
      />
      <FacilityCards />
    </div>
  );
}
