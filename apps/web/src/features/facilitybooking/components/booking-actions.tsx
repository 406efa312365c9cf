import type { Booking } from '@cc/contracts/facilitybooking';
import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { useApprove, useCancelBooking, useCheckIn, useNoShow, useReject } from '../api/booking-actions';
import { type BookingStep, nextSteps } from '../next-steps';
import { DepositDialog } from './deposit-dialog';
import { ReasonDialog } from './reason-dialog';

const OPS = {
  approve: bookingOps.approve,
  reject: bookingOps.reject,
  cancel: bookingOps.cancel,
  checkIn: bookingOps.checkIn,
  noShow: bookingOps.noShow,
  deposit: bookingOps.deposit,
} as const;

/**
 * The office's buttons on one booking: those its state allows and the member may call. Ending
 * steps ask first (reject and cancel with a reason, a no-show with a confirm).
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation('facilitybooking');
  const { message, modal } = App.useApp();
  const can = useCan();
  const approve = useApprove();
  const checkIn = useCheckIn();
  const noShow = useNoShow();
  const reject = useReject();
  const cancel = useCancelBooking();
  const [open, setOpen] = useState<'reject' | 'cancel' | 'deposit' | null>(null);
  const steps = nextSteps(booking).filter((s) => can(OPS[s]));
  const ref = { bookingID: booking.bookingID };
  const done = (text: string) => ({
    onSuccess: () => void message.success(text),
    onError: (e: unknown) => void message.error(errorMessageOf(e)),
  });
  const run: Record<BookingStep, () => void> = {
    approve: () => approve.mutate(ref, done(t('actions.approved'))),
    checkIn: () => checkIn.mutate(ref, done(t('actions.checkedIn'))),
    noShow: () =>
      void modal.confirm({
        title: t('actions.noShowConfirm', { unit: booking.unitNo }),
        content: t('actions.noShowBody'),
        okText: t('actions.noShow'),
        okButtonProps: { danger: true },
        cancelText: t('common.back'),
        onOk: () =>
          noShow
            .mutateAsync(ref)
            .then(() => void message.success(t('actions.markedNoShow')))
            .catch((e) => void message.error(errorMessageOf(e))),
      }),
    reject: () => setOpen('reject'),
    cancel: () => setOpen('cancel'),
    deposit: () => setOpen('deposit'),
  };
  if (!steps.length) return null;
  return (
    <>
      <Space size={4} wrap>
        {steps.map((s) => (
          <Button
            key={s}
            size="small"
            type={s === 'approve' || s === 'checkIn' ? 'primary' : 'default'}
            danger={s === 'reject' || s === 'noShow'}
            loading={(s === 'approve' && approve.isPending) || (s === 'checkIn' && checkIn.isPending)}
            onClick={run[s]}
          >
            {t(`actions.${s}`)}
          </Button>
        ))}
      </Space>
      {open === 'reject' && (
        <ReasonDialog
          name="reject"
          title={t('actions.rejectTitle', { unit: booking.unitNo })}
          okText={t('actions.reject')}
          savedText={t('actions.rejected')}
          required
          danger
          save={reject}
          toInput={(reason) => ({ ...ref, reason: reason ?? '' })}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'cancel' && (
        <ReasonDialog
          name="cancel-booking"
          title={t('actions.cancelTitle', { unit: booking.unitNo })}
          body={t('actions.cancelBody')}
          okText={t('actions.cancel')}
          savedText={t('actions.cancelled')}
          required={false}
          danger
          save={cancel}
          toInput={(reason) => ({ ...ref, reason })}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'deposit' && <DepositDialog booking={booking} onClose={() => setOpen(null)} />}
    </>
  );
}
