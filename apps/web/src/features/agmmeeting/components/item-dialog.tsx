import {
  AGM_CANDIDATES_MAX,
  AGM_DESCRIPTION_MAX,
  AGM_ITEM_KINDS,
  AGM_NAME_MAX,
  AGM_QUORUM_RULES,
  AGM_SEATS_MAX,
  AGM_SEATS_MIN,
  AGM_TITLE_MAX,
  type AgmItem,
  type AgmItemKind,
} from '@cc/contracts/agmmeeting';
import type { AgmItemInput } from '@cc/contracts/agmmeeting-inputs';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveItem } from '../api/agenda';
import { useRules } from '../api/rules';
import { itemInput, type ItemValues as Values } from '../figures/item-input';

const QUORUM: readonly string[] = AGM_QUORUM_RULES;

/** Adds an agenda item or edits a pending one: its kind decides a rule, or seats and candidates. */
export function ItemDialog({
  meetingID,
  editing,
  open,
  onClose,
}: {
  meetingID: string;
  editing: AgmItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const save = useSaveItem();
  const rules = (useRules().data ?? []).filter((r) => !QUORUM.includes(r.code));
  const max = (n: number) => ({ max: n, message: t('validation.max', { max: n }) });
  return (
    <FormDialog<Values, { meetingID: string; itemID?: string; item: AgmItemInput }>
      name="item"
      open={open}
      title={editing ? t('agenda.edit') : t('agenda.add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={
        editing
          ? {
              kind: editing.kind,
              title: editing.title,
              titleEn: editing.titleEn,
              description: editing.description,
              ruleCode: editing.ruleCode ?? undefined,
              seats: editing.seats ?? undefined,
              candidates: editing.candidates.map((c) => c.name),
            }
          : { kind: 'RESOLUTION', ruleCode: rules[0]?.code }
      }
      save={save}
      toInput={(v) => ({ meetingID, itemID: editing?.itemID, item: itemInput(v) })}
      onClose={onClose}
      focus="title"
    >
      <Form.Item name="kind" label={t('fields.itemKind')}>
        <Radio.Group
          optionType="button"
          options={AGM_ITEM_KINDS.map((k) => ({ value: k, label: t(`itemKind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('fields.itemTitle')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }, max(AGM_TITLE_MAX)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="titleEn"
        label={t('fields.itemTitleEn')}
        rules={[max(AGM_TITLE_MAX)]}
        extra={t('agenda.titleEnHint')}
      >
        <Input dir="ltr" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={[max(AGM_DESCRIPTION_MAX)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as AgmItemKind;
          if (kind === 'RESOLUTION')
            return (
              <Form.Item
                name="ruleCode"
                label={t('fields.rule')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Select
                  options={rules.map((r) => ({
                    value: r.code,
                    label: `${t(`rule.${r.code}`)} · ${r.legalReference}`,
                  }))}
                />
              </Form.Item>
            );
          if (kind === 'ELECTION')
            return (
              <>
                <Form.Item
                  name="seats"
                  label={t('fields.seats')}
                  rules={[
                    { required: true, message: t('validation.required') },
                    {
                      type: 'number',
                      min: AGM_SEATS_MIN,
                      max: AGM_SEATS_MAX,
                      message: t('validation.seats', { min: AGM_SEATS_MIN, max: AGM_SEATS_MAX }),
                    },
                  ]}
                >
                  <InputNumber min={AGM_SEATS_MIN} max={AGM_SEATS_MAX} precision={0} />
                </Form.Item>
                <Form.Item
                  name="candidates"
                  label={t('fields.candidates')}
                  extra={t('agenda.candidatesHint')}
                  rules={[
                    { required: true, type: 'array', min: 1, message: t('validation.candidates') },
                    {
                      type: 'array',
                      max: AGM_CANDIDATES_MAX,
                      message: t('validation.max', { max: AGM_CANDIDATES_MAX }),
                    },
                    {
                      validator: async (_, names: string[] | undefined) => {
                        if ((names ?? []).some((n) => n.trim().length > AGM_NAME_MAX))
                          throw new Error(t('validation.max', { max: AGM_NAME_MAX }));
                      },
                    },
                  ]}
                >
                  <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '\n']} />
                </Form.Item>
              </>
            );
          return null;
        }}
      </Form.Item>
    </FormDialog>
  );
}
