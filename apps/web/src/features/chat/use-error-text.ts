import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../shared/api/api-error';

/**
 * A failure as the toast says it: the API words its refusals in the reader's language already;
 * a call that got no answer at all is said here, not as the browser's English "Failed to fetch".
 */
export function useErrorText(): (e: unknown) => string {
  const { t } = useTranslation('chat');
  return (e) => (e instanceof ApiError && e.isNetwork ? t('errors.network') : errorMessageOf(e));
}
