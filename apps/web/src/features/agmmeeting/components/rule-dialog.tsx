import { AGM_LEGAL_REFERENCE_MAX, AGM_RESOLUTION_TEXT_MAX, type AgmRule } from '@cc/contracts/agmmeeting';
import type { AgmRuleUpdate } from '@cc/contracts/agmmeeting-inputs';
import { Form, Input, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useUpdateRule } from '../api/rules';

type Values = Omit<AgmRuleUpdate, 'communityID' | 'ruleID'>;

/** Edits one rule's fractions and texts; the API audits the change. */
export function RuleDialog({ rule, onClose }: { rule: AgmRule | null; onClose: () => void }) {
  const { t } = useTranslation('agmmeeting');
  const save = useUpdateRule();
  const text = (max: number) => [
    { required: true, whitespace: true, message: t('validation.required') },
    { max, message: t('validation.max', { max }) },
  ];
  const part = { min: 0, max: 100, precision: 0 };
  return (
    <FormDialog<Values, Omit<AgmRuleUpdate, 'communityID'>>
      name="rule"
      open={!!rule}
      title={rule ? t(`rule.${rule.code}`) : ''}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={rule ?? {}}
      save={save}
      toInput={(v) => ({
        ruleID: rule!.ruleID,
        numerator: v.numerator,
        denominator: v.denominator,
        strict: !!v.strict,
        reconvenedNumerator: v.reconvenedNumerator ?? null,
        reconvenedDenominator: v.reconvenedDenominator ?? null,
        legalReference: v.legalReference.trim(),
        resolutionTextTh: v.resolutionTextTh.trim(),
        resolutionTextEn: v.resolutionTextEn.trim(),
      })}
      onClose={onClose}
      focus="numerator"
    >
      <Space wrap>
        <Form.Item
          name="numerator"
          label={t('rules.numerator')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber {...part} />
        </Form.Item>
        <Form.Item
          name="denominator"
          label={t('rules.denominator')}
          dependencies={['numerator']}
          rules={[
            { required: true, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_, d: number | null) => {
                if (d !== null && d < getFieldValue('numerator')) throw new Error(t('rules.fractionOver'));
              },
            }),
          ]}
        >
          <InputNumber {...part} min={1} />
        </Form.Item>
        <Form.Item name="strict" label={t('rules.strict')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="reconvenedNumerator" label={t('rules.reconvenedNumerator')}>
          <InputNumber {...part} />
        </Form.Item>
        <Form.Item
          name="reconvenedDenominator"
          label={t('rules.reconvenedDenominator')}
          dependencies={['reconvenedNumerator']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, d: number | null | undefined) => {
                const n = getFieldValue('reconvenedNumerator') as number | null | undefined;
                if (((n ?? null) === null) !== ((d ?? null) === null))
                  throw new Error(t('rules.reconvenedPair'));
              },
            }),
          ]}
        >
          <InputNumber {...part} min={1} />
        </Form.Item>
      </Space>
      <Form.Item
        name="legalReference"
        label={t('rules.legalReference')}
        rules={text(AGM_LEGAL_REFERENCE_MAX)}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="resolutionTextTh"
        label={t('rules.resolutionTextTh')}
        rules={text(AGM_RESOLUTION_TEXT_MAX)}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name="resolutionTextEn"
        label={t('rules.resolutionTextEn')}
        rules={text(AGM_RESOLUTION_TEXT_MAX)}
      >
        <Input.TextArea rows={2} dir="ltr" />
      </Form.Item>
    </FormDialog>
  );
}
