import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useDeleteCounterPayment } from '../api/evidence-decisions';
import type { ListedEvidence } from '../evidence-warnings';

interface Props {
  evidence: ListedEvidence;
  canDecide: boolean;
  /** The caller recorded it (a counter payment): someone else decides. */
  ownPayment: boolean;
  canPrint: boolean;
  canDelete: boolean;
  onVerify: () => void;
  onReject: () => void;
  onPrint: () => void;
}

/**
 * The chosen payment's buttons, each naming its key: verify and reject while it waits (shown but
 * disabled for someone who may not decide it), mark printed once verified, and delete for a
 * counter payment not yet verified (after a confirm).
 */
export function QueueActions(p: Props) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const removeCounter = useDeleteCounterPayment();
  const waiting = p.evidence.status === 'SUBMITTED';
  return (
    <>
      {waiting && (
        <>
          <Button type="primary" disabled={!p.canDecide} onClick={p.onVerify}>
            {t('verify.button')} (v)
          </Button>
          <Button danger disabled={!p.canDecide} onClick={p.onReject}>
            {t('reject.button')} (r)
          </Button>
        </>
      )}
      {waiting && p.ownPayment && <span className="billing-keys-help">{t('evidence.ownPayment')}</span>}
      {p.canPrint && <Button onClick={p.onPrint}>{t('print.button')} (p)</Button>}
      {p.canDelete && (
        <Popconfirm
          title={t('counter.deleteConfirm')}
          okText={t('common.remove')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            removeCounter
              .mutateAsync({ evidenceID: p.evidence.evidenceID })
              .then(() => void message.success(t('counter.deleted')))
              .catch((err) => void message.error(errorMessageOf(err)))
          }
        >
          <Button danger type="text">
            {t('counter.delete')}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
