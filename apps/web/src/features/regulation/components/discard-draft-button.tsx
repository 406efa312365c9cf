import type { RegulationVersion } from '@cc/contracts/regulation';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useDiscardDraft } from '../api/regulation';

/**
 * Discards a draft after a confirm dialog: the draft is gone from the document (the audit log
 * keeps what it held), so the click alone never does it.
 */
export function DiscardDraftButton({ draft }: { draft: RegulationVersion }) {
  const { t } = useTranslation('regulation');
  const { message, modal } = App.useApp();
  const discard = useDiscardDraft();
  const confirm = () =>
    modal.confirm({
      title: t('discard.title', { no: draft.versionNo }),
      content: t('discard.explain'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('shared:common.cancel'),
      onOk: async () => {
        try {
          await discard.mutateAsync(draft.versionID);
          void message.success(t('discard.done'));
        } catch (e) {
          void message.error(errorMessageOf(e));
        }
      },
    });
  return (
    <Button danger loading={discard.isPending} onClick={confirm}>
      {t('actions.discardDraft')}
    </Button>
  );
}
