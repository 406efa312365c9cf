import type { Booking } from '@cc/contracts/facilitybooking';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from '../booking-states';

/** A booking's state in its colour (the calendar uses the same colours). */
export function StateTag({ state }: { state: Booking['state'] }) {
  const { t } = useTranslation('facilitybooking');
  return (
    <Tag color={STATE_COLOURS[state].tag} data-testid="booking-state">
      {t(`state.${state}`)}
    </Tag>
  );
}

const DEPOSIT_COLOURS = {
  NONE: 'default',
  DUE: 'gold',
  RECEIVED: 'blue',
  REFUNDED: 'green',
  FORFEITED: 'red',
};

/** A deposit's state; none shows nothing. */
export function DepositTag({ booking }: { booking: Booking }) {
  const { t } = useTranslation('facilitybooking');
  if (booking.depositState === 'NONE') return null;
  return <Tag color={DEPOSIT_COLOURS[booking.depositState]}>{t(`deposit.${booking.depositState}`)}</Tag>;
}
