import { useTranslation } from 'react-i18next';
import { StandalonePage, StatusContent } from './status-page';

/** Spec 8: "Looks like you got lost": the page does not exist or has been moved. */
export function NotFoundContent() {
  const { t } = useTranslation('app');
  return (
    <StatusContent code="404" title={t('notFound.title')} body={t('notFound.body')} testId="not-found" />
  );
}

export function NotFoundPage() {
  return (
    <StandalonePage>
      <NotFoundContent />
    </StandalonePage>
  );
}
