import type { AgmVoteAudit } from '@cc/contracts/agmmeeting';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useVoidVote } from '../api/votes';
import { ReasonField } from './reason-field';

/**
 * Asks before a vote is voided, and for why: the vote stops counting on the open item at once,
 * and the reason stays beside the void in the log.
 */
export function VoidVoteDialog({ entry, onClose }: { entry: AgmVoteAudit | null; onClose: () => void }) {
  const { t } = useTranslation('agmmeeting');
  const voidVote = useVoidVote();
  return (
    <FormDialog<{ reason: string }, { itemID: string; unitID: string; reason: string }>
      name="vote-void"
      open={entry !== null}
      title={entry ? t('audit.voidConfirm', { unit: entry.unitNo, seq: entry.itemSeq }) : ''}
      okText={t('audit.void')}
      cancelText={t('shared:common.cancel')}
      savedText={t('audit.voidDone')}
      initialValues={{}}
      save={voidVote}
      toInput={(v) => ({ itemID: entry?.itemID ?? '', unitID: entry?.unitID ?? '', reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p className="cc-muted">{t('audit.voidBody')}</p>
      <ReasonField />
    </FormDialog>
  );
}
