import type { SuggestionState } from '@cc/contracts/suggestion-records';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SuggestionState, string> = {
  NEW: 'blue',
  ACKNOWLEDGED: 'cyan',
  IN_PROGRESS: 'gold',
  DONE: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'default',
  DELETED: 'default',
};

export function StateTag({ state }: { state: SuggestionState }) {
  const { t } = useTranslation('suggestion');
  return <Tag color={COLOURS[state]}>{t(`state.${state}`)}</Tag>;
}
