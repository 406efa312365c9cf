import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useLivePatrol } from '../api/use-live-patrol';

/** /dashboard/patrol. */
export function PatrolPage() {
  const { t } = useTranslation('patrol');
  useLivePatrol();
  return <PageHeader title={t('shared:areas.patrol')} />;
}
