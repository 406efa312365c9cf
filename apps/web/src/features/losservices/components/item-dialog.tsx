import { LOSSERVICES_TITLE_MAX } from '@cc/contracts/losservices';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateLosservicesItem } from '../api/losservices';

interface Values {
  title: string;
}

export function ItemDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('losservices');
  const save = useCreateLosservicesItem();
  return (
    <FormDialog<Values, string>
      name="item"
      open={open}
      title={t('add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={{}}
      save={save}
      toInput={(v) => v.title.trim()}
      onClose={onClose}
      focus="title"
    >
      <Form.Item
        name="title"
        label={t('columns.title')}
        rules={[
          { required: true, whitespace: true, message: t('validation.titleRequired') },
          { max: LOSSERVICES_TITLE_MAX, message: t('validation.titleMax', { max: LOSSERVICES_TITLE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
