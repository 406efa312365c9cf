import { CalendarOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../shared/session/use-can';
import { PageHeader } from '../../../shared/ui/page-header';
import { useFacility } from '../api/facilities';
import { ArchiveDialog } from '../components/archive-dialog';
import { EventList } from '../components/event-list';
import { FacilityFacts } from '../components/facility-facts';
import { FacilityMissing } from '../components/facility-missing';
import { UtilisationReport } from '../components/utilisation-report';
import '../facilitybooking.css';

/**
 * /dashboard/facilitybooking/management/detail?facilityID=: one facility's rules, its coming
 * events (maintenance, functions) with their editor, and how it has been used.
 */
export function FacilityDetailPage() {
  const { t } = useTranslation('facilitybooking');
  const can = useCan();
  const facilityID = useSearchParams()[0].get('facilityID') ?? '';
  const facility = useFacility(facilityID);
  const [archiving, setArchiving] = useState(false);
  if (!facilityID || facility.error) return <FacilityMissing error={facility.error} />;
  if (facility.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const f = facility.data;
  return (
    <div>
      <PageHeader
        title={
          <>
            {f.name} {f.archived && <Tag>{t('detail.archived')}</Tag>}
          </>
        }
        titleTestId="facility-title"
        extra={
          <>
            <Link to={`/dashboard/facilitybooking/booking?facilityID=${f.facilityID}`}>
              <Button icon={<CalendarOutlined />}>{t('menu.calendar')}</Button>
            </Link>
            {can(facilityOps.update) && !f.archived && (
              <Link to={`/dashboard/facilitybooking/management/detail/edit?facilityID=${f.facilityID}`}>
                <Button icon={<EditOutlined />}>{t('menu.edit')}</Button>
              </Link>
            )}
            {can(facilityOps.archive) && !f.archived && (
              <Button danger icon={<InboxOutlined />} onClick={() => setArchiving(true)}>
                {t('archive.button')}
              </Button>
            )}
          </>
        }
      />
      {f.description && <p style={{ whiteSpace: 'pre-line' }}>{f.description}</p>}
      {f.photos.length > 0 && (
        <div className="fb-photos">
          {f.photos.map((p) => (
            <figure key={p.photoID} className="fb-photos__item">
              <img src={p.url} alt={t('form.photoOf', { name: f.name })} />
            </figure>
          ))}
        </div>
      )}
      <FacilityFacts facility={f} />
      <EventList facilityID={f.facilityID} />
      {can(facilityOps.utilisation) && <UtilisationReport facilityID={f.facilityID} />}
      {archiving && <ArchiveDialog facility={f} onClose={() => setArchiving(false)} />}
    </div>
  );
}
