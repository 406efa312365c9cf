import { useTranslation } from 'react-i18next';
import { StandalonePage, StatusContent } from './status-page';

/** Spec 8: Internal Server Error: something went wrong, try again later. */
export function ServerErrorContent() {
  const { t } = useTranslation('app');
  return (
    <StatusContent
      code="500"
      title={t('serverError.title')}
      body={t('serverError.body')}
      testId="server-error"
    />
  );
}

export function ServerErrorPage() {
  return (
    <StandalonePage>
      <ServerErrorContent />
    </StandalonePage>
  );
}
