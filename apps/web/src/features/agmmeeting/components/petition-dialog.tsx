import { AGM_DESCRIPTION_MAX, AGM_TITLE_MAX } from '@cc/contracts/agmmeeting';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreatePetition } from '../api/petitions';
import { ReasonField } from './reason-field';

interface Values {
  subject: string;
  reason: string;
}

/** Starts a petition for an extraordinary meeting; the caller's own units sign it at once. */
export function PetitionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('agmmeeting');
  const create = useCreatePetition();
  return (
    <FormDialog<Values, Values>
      name="petition"
      open={open}
      title={t('petition.add')}
      okText={t('petition.create')}
      cancelText={t('shared:common.cancel')}
      savedText={t('petition.created')}
      initialValues={{}}
      save={create}
      toInput={(v) => ({ subject: v.subject.trim(), reason: v.reason.trim() })}
      onClose={onClose}
      focus="subject"
    >
      <p className="cc-muted">{t('petition.ownersOnly')}</p>
      <Form.Item
        name="subject"
        label={t('petition.subject')}
        rules={[
          { required: true, whitespace: true, message: t('petition.subjectRequired') },
          { max: AGM_TITLE_MAX, message: t('validation.max', { max: AGM_TITLE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <ReasonField max={AGM_DESCRIPTION_MAX} rows={4} />
    </FormDialog>
  );
}
