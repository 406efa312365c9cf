import { CODE_EXPIRY_DAYS_MAX } from '@cc/contracts/invitation';
import { Alert, Button, Form, type FormInstance, InputNumber, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../directory-rules';

interface Props<Values> {
  name: string;
  form?: FormInstance<Values>;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  /** How many codes: per unit for residents, in all for staff. */
  countField: { name: 'perUnit' | 'count'; label: string; max: number };
  pending: boolean;
  error: Error | null;
  generateTestId?: string;
  /** The fields that say who the codes are for. */
  children: ReactNode;
}

/** The form card of the invitation-code pages: who for, how many, how long valid, and Generate. */
export function CodeGenForm<Values>(props: Props<Values>) {
  const { countField, pending, error } = props;
  const { t } = useTranslation('directory');
  const numberRules = [{ required: true, message: t('validation.number') }];
  return (
    <section className="cc-card dir-form-card">
      <Form<Values>
        name={props.name}
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={props.onFinish}
      >
        {props.children}
        <Space wrap size="large">
          <Form.Item name={countField.name} label={countField.label} rules={numberRules}>
            <InputNumber min={1} max={countField.max} precision={0} />
          </Form.Item>
          <Form.Item name="expiresInDays" label={t('invite.expiresIn')} rules={numberRules}>
            <InputNumber min={1} max={CODE_EXPIRY_DAYS_MAX} precision={0} suffix={t('invite.days')} />
          </Form.Item>
        </Space>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={pending} data-testid={props.generateTestId}>
            {t('invite.generate')}
          </Button>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
    </section>
  );
}
