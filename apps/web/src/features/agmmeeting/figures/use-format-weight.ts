import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { formatWeight } from './weights';

/** Formats weights for the reader's language and the community's way of counting votes. */
export function useFormatWeight(): (millionths: bigint) => string {
  const { i18n } = useTranslation();
  const { communityType } = useSession();
  return (millionths) => formatWeight(millionths, i18n.language, communityType);
}
