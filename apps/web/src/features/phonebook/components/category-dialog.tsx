import type { PhonebookCategory } from '@cc/contracts/phonebook';
import { PHONEBOOK_KINDS } from '@cc/contracts/phonebook';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PhonebookKind, useSaveCategory } from '../api/phonebook';

interface Props {
  open: boolean;
  category: PhonebookCategory | null;
  onClose: () => void;
}

export function CategoryDialog({ open, category, onClose }: Props) {
  const { t } = useTranslation('phonebook');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; kind: PhonebookKind }>();
  const save = useSaveCategory();
  return (
    <Modal
      open={open}
      title={category ? t('category.edit') : t('category.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="category"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={category ? { name: category.name, kind: category.kind } : { kind: 'OTHER' }}
        onFinish={(v) =>
          save.mutate(
            { categoryID: category?.categoryID, name: v.name.trim(), kind: v.kind },
            {
              onSuccess: () => {
                void message.success(t('common.saved'));
                onClose();
              },
              onError: (e) => void message.error(e.message),
            },
          )
        }
      >
        <Form.Item
          name="name"
          label={t('category.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired') },
            { max: 60, message: t('validation.max', { max: 60 }) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="kind" label={t('category.kind')}>
          <Select options={PHONEBOOK_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
