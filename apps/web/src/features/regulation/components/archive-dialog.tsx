import { REGULATION_REASON_MAX } from '@cc/contracts/regulation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useArchiveDocument } from '../api/regulation';

/** Archiving asks why: the document stays, with its versions and marks, and the reason shows on it. */
export function ArchiveDialog({ documentID, onClose }: { documentID: string | null; onClose: () => void }) {
  const { t } = useTranslation('regulation');
  const archive = useArchiveDocument();
  return (
    <FormDialog<{ reason: string }, { documentID: string; reason: string }>
      name="archive"
      open={documentID !== null}
      title={t('archive.title')}
      okText={t('archive.ok')}
      cancelText={t('shared:common.cancel')}
      savedText={t('archive.done')}
      initialValues={{ reason: '' }}
      save={archive}
      toInput={(v) => ({ documentID: documentID!, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p>{t('archive.explain')}</p>
      <Form.Item
        name="reason"
        label={t('archive.reason')}
        rules={[
          { required: true, whitespace: true, message: t('validation.reason') },
          { max: REGULATION_REASON_MAX, message: t('validation.noteMax', { max: REGULATION_REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
