import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { App, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useFacility, useUpdateFacility } from '../api/facilities';
import { FacilityForm } from '../components/facility-form';
import { FacilityMissing } from '../components/facility-missing';
import { OfficeOnly } from '../components/office-only';
import { PhotosField } from '../components/photos-field';
import { facilityToFormValues, toFacilityFields } from '../facility-form-values';
import '../facilitybooking.css';

/**
 * /dashboard/facilitybooking/management/detail/edit?facilityID=: the facility's form. Bookings
 * already made keep their slot and price (the API's rule); photos save as they are chosen.
 */
export function EditFacilityPage() {
  return (
    <OfficeOnly op={facilityOps.update}>
      <EditFacilityPageView />
    </OfficeOnly>
  );
}

function EditFacilityPageView() {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const facilityID = useSearchParams()[0].get('facilityID') ?? '';
  const facility = useFacility(facilityID);
  const update = useUpdateFacility();
  if (!facilityID || facility.error) return <FacilityMissing error={facility.error} />;
  if (facility.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const detail = `/dashboard/facilitybooking/management/detail?facilityID=${facilityID}`;
  return (
    <div>
      <PageHeader title={t('edit.title', { name: facility.data.name })} />
      <FacilityForm
        key={facility.data.facilityID}
        initialValues={facilityToFormValues(facility.data)}
        submitText={t('common.save')}
        saving={update.isPending}
        photos={<PhotosField facility={facility.data} />}
        onSubmit={(v) =>
          update.mutate(
            { facilityID, ...toFacilityFields(v) },
            {
              onSuccess: () => {
                void message.success(t('common.saved'));
                void navigate(detail);
              },
              onError: (e) => void message.error(errorMessageOf(e)),
            },
          )
        }
      />
    </div>
  );
}
