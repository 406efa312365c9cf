import type { Receipt } from '@cc/contracts/billing';
import { Alert, App, Button, Empty, Skeleton, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useSession } from '../../../shared/session/use-session';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { QUEUE_TABS, type QueueTab, useQueue, useVerifiers } from '../api/evidence';
import { useMarkPrinted, useVerify } from '../api/evidence-decisions';
import { useLiveEvidence } from '../api/use-live-evidence';
import { todayIn } from '../bank-codes';
import { CounterPaymentDialog } from '../components/counter-payment-dialog';
import { EvidenceDetail } from '../components/evidence-detail';
import { QueueActions } from '../components/queue-actions';
import { QueueList } from '../components/queue-list';
import { ReceiptLink } from '../components/receipt-link';
import { RejectDialog } from '../components/reject-dialog';
import type { ListedEvidence } from '../evidence-warnings';
import { baht, inSentence } from '../money';
import { movedIndex, queueAction } from '../queue-keys';
import '../billing.css';

/**
 * /dashboard/billing/evidence: the verifier's day. A tab of payments on the start side, the chosen
 * one beside it (slip beside bill); j/k or the arrows move, v verifies (after a confirm), r rejects
 * with a reason, p marks a receipt printed. New slips appear by the live socket (useLiveEvidence).
 */
export function EvidencePage() {
  const { t } = useTranslation('billing');
  const { message, modal } = App.useApp();
  const zone = useTimeZone();
  const { userID } = useSession();
  const { has } = usePermissions();
  useLiveEvidence();
  const [tab, setTab] = useState<QueueTab>('waiting');
  const queue = useQueue(tab, todayIn(zone));
  const items: ListedEvidence[] = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const [chosen, setChosen] = useState<{ id?: string; index: number }>({ index: 0 });
  const byId = items.findIndex((e) => e.evidenceID === chosen.id);
  // A decided payment leaves the waiting tab: the one that took its place is chosen next.
  const index = byId >= 0 ? byId : Math.min(chosen.index, items.length - 1);
  const current = index >= 0 ? items[index] : undefined;
  const choose = (i: number) => setChosen({ id: items[i]?.evidenceID, index: i });

  const verifiers = useVerifiers();
  // The session knows the user by e-mail (its userID); the list gives that e-mail's user ID, which
  // a payment's recordedBy names.
  const me = verifiers.data?.find((v) => !!userID && v.email.toLowerCase() === userID.toLowerCase());
  const onList = me !== undefined;
  const canDecide = onList && has('BILLING:approve');
  const canWrite = has('BILLING:write');
  const verify = useVerify();
  const markPrinted = useMarkPrinted();
  const [rejecting, setRejecting] = useState<ListedEvidence>();
  const [recording, setRecording] = useState(false);
  const [lastReceipt, setLastReceipt] = useState<Receipt>();
  const confirming = useRef(false);

  const waiting = current?.status === 'SUBMITTED';
  // Whoever recorded a counter payment may neither verify nor reject it: a second person decides.
  const canDecideThis = canDecide && waiting && current?.recordedBy !== me?.userID;
  const canPrint = canWrite && current?.status === 'VERIFIED' && !current.printed;

  const askVerify = (e: ListedEvidence) => {
    confirming.current = true;
    modal.confirm({
      title: t('verify.title', { unitNo: e.unitNo }),
      content: t('verify.confirm', { amount: inSentence(baht(e.amountSatang)), unitNo: e.unitNo }),
      okText: t('verify.ok'),
      cancelText: t('common.cancel'),
      autoFocusButton: 'ok',
      afterClose: () => {
        confirming.current = false;
      },
      onOk: () =>
        verify
          .mutateAsync({ evidenceID: e.evidenceID })
          .then(({ receipt }) => {
            setLastReceipt(receipt);
            void message.success(t('verify.done', { receiptNo: receipt.receiptNo }));
          })
          .catch((err) => void message.error(errorMessageOf(err))),
    });
  };
  const print = (e: ListedEvidence) =>
    markPrinted.mutate(
      { evidenceIDs: [e.evidenceID], printed: true },
      {
        onSuccess: () => void message.success(t('print.done', { unitNo: e.unitNo })),
        onError: (err) => void message.error(errorMessageOf(err)),
      },
    );

  // The latest render's state, for the one key listener the page keeps while it is open.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (confirming.current || rejecting || recording) return;
    const action = queueAction(e);
    if (!action) return;
    if (action === 'next' || action === 'previous') {
      e.preventDefault();
      choose(movedIndex(index, items.length, action));
    } else if (action === 'verify' && current && canDecideThis) {
      e.preventDefault();
      askVerify(current);
    } else if (action === 'reject' && current && canDecideThis) {
      e.preventDefault();
      setRejecting(current);
    } else if (action === 'print' && current && canPrint) {
      e.preventDefault();
      print(current);
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const actions = current && (
    <QueueActions
      evidence={current}
      canDecide={canDecideThis}
      ownPayment={!!me && current.recordedBy === me.userID}
      canPrint={canPrint}
      canDelete={canWrite && waiting && current.source === 'OFFICE'}
      onVerify={() => askVerify(current)}
      onReject={() => setRejecting(current)}
      onPrint={() => print(current)}
    />
  );

  return (
    <div>
      <PageHeader
        title={t('evidence.title')}
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setRecording(true)}>
              {t('counter.button')}
            </Button>
          )
        }
      />
      {verifiers.isSuccess && !onList && (
        <Alert type="warning" showIcon title={t('evidence.notVerifier')} style={{ marginBlockEnd: 12 }} />
      )}
      {lastReceipt && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setLastReceipt(undefined)}
          style={{ marginBlockEnd: 12 }}
          title={t('verify.receiptFor', { unitNo: lastReceipt.unitNo })}
          description={<ReceiptLink receiptID={lastReceipt.receiptID} receiptNo={lastReceipt.receiptNo} />}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as QueueTab);
          setChosen({ index: 0 });
        }}
        items={QUEUE_TABS.map((k) => ({ key: k, label: t(`evidence.tabs.${k}`) }))}
      />
      <p className="billing-keys-help" data-testid="keys-help">
        <Trans t={t} i18nKey="evidence.keysHelp" components={{ k: <kbd /> }} />
      </p>
      {queue.error ? (
        <Alert type="error" showIcon title={queue.error.message} />
      ) : queue.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description={t(`evidence.empty.${tab}`)} />
      ) : (
        <div className="billing-queue">
          <div>
            <QueueList items={items} selected={index} onSelect={choose} />
            <LoadMore
              query={queue}
              shownText={t('list.shown', { count: items.length })}
              moreText={t('list.more')}
            />
          </div>
          {current && <EvidenceDetail key={current.evidenceID} evidence={current} actions={actions} />}
        </div>
      )}
      <RejectDialog
        open={!!rejecting}
        evidenceID={rejecting?.evidenceID ?? ''}
        unitNo={rejecting?.unitNo ?? ''}
        onClose={() => setRejecting(undefined)}
      />
      <CounterPaymentDialog open={recording} onClose={() => setRecording(false)} />
    </div>
  );
}
