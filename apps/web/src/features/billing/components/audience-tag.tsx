import type { BillingMessage } from '@cc/contracts/billing-message';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { baht, inSentence } from '../money';

const COLOURS = { ALL: 'blue', BUILDINGS: 'cyan', UNITS: 'geekblue', DEBTORS: 'volcano' } as const;

/** Who a message was sent to, as chosen (debtors with their minimum overdue, when one was set). */
export function AudienceTag({ message }: { message: Pick<BillingMessage, 'audience' | 'minOverdueSatang'> }) {
  const { t } = useTranslation('billing');
  const min = message.minOverdueSatang;
  return (
    <Tag color={COLOURS[message.audience]}>
      {t(`message.audiences.${message.audience}`)}
      {min ? ` ${t('message.owingAtLeast', { amount: inSentence(baht(min)) })}` : ''}
    </Tag>
  );
}
