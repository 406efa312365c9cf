import { Alert, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';

/** A facility page opened without a facility, or for one that is not there: it still says where the reader is. */
export function FacilityMissing({ error }: { error?: Error | null }) {
  const { t } = useTranslation('facilitybooking');
  return (
    <div>
      <PageHeader title={t('shared:areas.facilitybooking')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Empty description={t('detail.none')} />
      )}
    </div>
  );
}
