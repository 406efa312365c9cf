import { STAMPS_PER_STAY_MAX } from '@cc/contracts/vms-fee';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useCancelStamp, useStamp } from './desk-api';

/**
 * A visit's parking stamps, cancelled ones struck through. While the visitor is inside, the gate
 * adds a stamp (the unit asked by phone) or takes one back after a confirmation.
 */
export function StampList({ visit: v }: { visit: VisitDetail }) {
  const { t } = useTranslation('desk');
  const { message, modal } = App.useApp();
  const timeZone = useTimeZone();
  const stamp = useStamp();
  const cancel = useCancelStamp();
  const inside = !v.checkedOutAt;
  const fail = (e: unknown) => void message.error(errorMessageOf(e));

  const askCancel = (stampID: string, at: string) =>
    modal.confirm({
      title: t('stamps.cancelTitle'),
      content: t('stamps.cancelBody', { at: formatDateTime(at, timeZone) }),
      okText: t('stamps.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('actions.keep'),
      onOk: () => cancel.mutateAsync(stampID).then(() => void message.success(t('stamps.cancelled')), fail),
    });

  return (
    <div className="vms-stamps" data-testid="stamp-list">
      <div className="vms-stamps__head">
        <span className="vms-stamps__title">{t('stamps.title', { count: v.stamps })}</span>
        {inside && (
          <Button
            size="small"
            loading={stamp.isPending}
            disabled={v.stamps >= STAMPS_PER_STAY_MAX}
            onClick={() =>
              stamp.mutate(v.visitID, {
                onSuccess: () => void message.success(t('stamps.added')),
                onError: fail,
              })
            }
            data-testid="stamp-add"
          >
            {t('stamps.add')}
          </Button>
        )}
      </div>
      {v.stampList.length === 0 ? (
        <p className="cc-muted">{t('stamps.none')}</p>
      ) : (
        <ul className="vms-stamps__list">
          {v.stampList.map((s) => (
            <li key={s.stampID} className={s.cancelledAt ? 'vms-stamps__cancelled' : undefined}>
              <span>
                {formatDateTime(s.stampedAt, timeZone)}
                {s.cancelledAt ? ` · ${t('stamps.wasCancelled')}` : ''}
              </span>
              {inside && !s.cancelledAt && (
                <Button size="small" type="link" danger onClick={() => askCancel(s.stampID, s.stampedAt)}>
                  {t('stamps.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
