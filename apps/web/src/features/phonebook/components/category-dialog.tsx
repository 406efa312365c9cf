import type { PhonebookCategory } from '@cc/contracts/phonebook';
import { PHONEBOOK_CATEGORY_NAME_MAX, PHONEBOOK_KINDS } from '@cc/contracts/phonebook';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type CategorySave, type PhonebookKind, useSaveCategory } from '../api/phonebook';

interface Values {
  name: string;
  kind: PhonebookKind;
}

interface Props {
  open: boolean;
  category: PhonebookCategory | null;
  onClose: () => void;
}

export function CategoryDialog({ open, category, onClose }: Props) {
  const { t } = useTranslation('phonebook');
  const save = useSaveCategory();
  return (
    <FormDialog<Values, CategorySave>
      name="category"
      open={open}
      title={category ? t('category.edit') : t('category.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('common.saved')}
      initialValues={category ? { name: category.name, kind: category.kind } : { kind: 'OTHER' }}
      save={save}
      toInput={(v) => ({ categoryID: category?.categoryID, name: v.name.trim(), kind: v.kind })}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('category.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation.nameRequired') },
          {
            max: PHONEBOOK_CATEGORY_NAME_MAX,
            message: t('validation.max', { max: PHONEBOOK_CATEGORY_NAME_MAX }),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="kind" label={t('category.kind')}>
        <Select options={PHONEBOOK_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      </Form.Item>
    </FormDialog>
  );
}
