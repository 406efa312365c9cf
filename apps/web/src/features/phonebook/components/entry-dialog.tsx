import {
  PHONEBOOK_ENTRY_NAME_MAX,
  PHONEBOOK_NOTE_MAX,
  PHONEBOOK_NUMBER_PATTERN,
  PHONEBOOK_NUMBERS_MAX,
  type PhonebookCategory,
} from '@cc/contracts/phonebook';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type EntrySave, useSaveEntry } from '../api/phonebook';

type Entry = PhonebookCategory['entries'][number];
interface Values {
  categoryID: string;
  name: string;
  numbers: string[];
  note?: string;
}

interface Props {
  open: boolean;
  entry: Entry | null;
  categoryID: string;
  categories: PhonebookCategory[];
  onClose: () => void;
}

export function EntryDialog({ open, entry, categoryID, categories, onClose }: Props) {
  const { t } = useTranslation('phonebook');
  const save = useSaveEntry();
  const toInput = (v: Values): EntrySave => ({
    entryID: entry?.entryID,
    categoryID: v.categoryID,
    name: v.name.trim(),
    numbers: v.numbers.map((n) => n.trim()),
    note: v.note?.trim() || null,
  });
  return (
    <FormDialog
      name="entry"
      open={open}
      title={entry ? t('entry.edit') : t('entry.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('common.saved')}
      initialValues={{
        categoryID,
        name: entry?.name,
        numbers: entry?.numbers ?? [],
        note: entry?.note ?? '',
      }}
      save={save}
      toInput={toInput}
      onClose={onClose}
    >
      <Form.Item name="categoryID" label={t('entry.category')}>
        <Select options={categories.map((c) => ({ value: c.categoryID, label: c.name }))} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('entry.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation.nameRequired') },
          { max: PHONEBOOK_ENTRY_NAME_MAX, message: t('validation.max', { max: PHONEBOOK_ENTRY_NAME_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="numbers"
        label={t('entry.numbers')}
        extra={t('entry.numbersHint')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('validation.numbersRequired') },
          { type: 'array', max: PHONEBOOK_NUMBERS_MAX, message: t('validation.numbersMax') },
          {
            validator: (_, v: string[] = []) =>
              v.every((n) => PHONEBOOK_NUMBER_PATTERN.test(n.trim()))
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.phone'))),
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('entry.note')}
        rules={[{ max: PHONEBOOK_NOTE_MAX, message: t('validation.max', { max: PHONEBOOK_NOTE_MAX }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
