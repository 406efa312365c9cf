import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/session/use-can';
import { useFacilities } from '../api/facilities';
import { FacilityCard } from './facility-card';

/** The community's facilities as cards that stack on a phone; the office's lead to the detail. */
export function FacilityCards() {
  const { t } = useTranslation('facilitybooking');
  const { data, error, isPending } = useFacilities();
  const can = useCan();
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data.length)
    return (
      <Empty description={t('facilities.empty')}>
        {can(facilityOps.create) && <Link to="/dashboard/facilitybooking/add">{t('menu.add')}</Link>}
      </Empty>
    );
  return (
    <div className="fb-cards">
      {data.map((f) => (
        <FacilityCard
          key={f.facilityID}
          facility={f}
          to={`/dashboard/facilitybooking/management/detail?facilityID=${f.facilityID}`}
        />
      ))}
    </div>
  );
}
