import {
  AUDIENCES,
  CAPACITY_MAX,
  FACILITY_NAME_MAX,
  FACILITY_TEXT_MAX,
  NOTICE_MINUTES_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from '@cc/contracts/facilitybooking';
import { Button, Card, Form, Input, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacilityFormValues } from '../facility-form-values';
import { ClockInput } from './clock-input';
import { DaysInput } from './days-input';
import { LimitFields, MoneyFields, NumberField } from './facility-number-fields';
import { HoursField } from './hours-field';

interface Props {
  initialValues: FacilityFormValues;
  submitText: string;
  saving: boolean;
  onSubmit: (values: FacilityFormValues) => void;
  /** The photos part: uploads for a saved facility, files to send after saving for a new one. */
  photos: ReactNode;
}

/** Every field of a facility, grouped as the office thinks of them; rules from the contract. */
export function FacilityForm({ initialValues, submitText, saving, onSubmit, photos }: Props) {
  const { t } = useTranslation('facilitybooking');
  const minutes = t('units.minutes');
  return (
    <Form<FacilityFormValues>
      name="facility"
      layout="vertical"
      className="fb-form"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
    >
      <Card title={t('form.about')}>
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired') },
            { max: FACILITY_NAME_MAX, message: t('validation.tooLong', { max: FACILITY_NAME_MAX }) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          rules={[{ max: FACILITY_TEXT_MAX, message: t('validation.tooLong', { max: FACILITY_TEXT_MAX }) }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="rules"
          label={t('form.rules')}
          rules={[{ max: FACILITY_TEXT_MAX, message: t('validation.tooLong', { max: FACILITY_TEXT_MAX }) }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label={t('form.photos')}>{photos}</Form.Item>
      </Card>

      <Card title={t('form.slots')} style={{ marginBlockStart: 16 }}>
        <div className="fb-form__grid">
          <Form.Item name="wholeDay" label={t('form.wholeDay')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item noStyle dependencies={['wholeDay']}>
            {({ getFieldValue }) =>
              !getFieldValue('wholeDay') && (
                <NumberField
                  name="slotMinutes"
                  label={t('form.slotMinutes')}
                  min={SLOT_MINUTES_MIN}
                  max={SLOT_MINUTES_MAX}
                  step={5}
                  suffix={minutes}
                  extraRule={{
                    validator: (_, v: number | null) =>
                      v == null || v % 5 === 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('validation.slotStep'))),
                  }}
                />
              )
            }
          </Form.Item>
          <NumberField
            name="capacity"
            label={t('form.capacity')}
            min={1}
            max={CAPACITY_MAX}
            extra={t('form.capacityHelp')}
          />
          <NumberField name="maxPeople" label={t('form.maxPeople')} min={1} max={CAPACITY_MAX} />
        </div>
        <h3 className="fb-section">{t('form.hours')}</h3>
        <HoursField />
        <Form.Item name="closedDates" label={t('form.closedDates')}>
          <DaysInput />
        </Form.Item>
      </Card>

      <Card title={t('form.rulesOfBooking')} style={{ marginBlockStart: 16 }}>
        <LimitFields />
        <div className="fb-form__grid">
          <NumberField
            name="advanceDays"
            label={t('form.advanceDays')}
            min={0}
            max={365}
            suffix={t('units.days')}
          />
          <Form.Item
            name="opensAt"
            label={t('form.opensAt')}
            extra={t('form.opensAtHelp')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <ClockInput />
          </Form.Item>
          <NumberField
            name="noticeMinutes"
            label={t('form.noticeMinutes')}
            min={0}
            max={NOTICE_MINUTES_MAX}
            suffix={minutes}
          />
          <NumberField
            name="cancelCutoffMinutes"
            label={t('form.cancelCutoffMinutes')}
            min={0}
            max={NOTICE_MINUTES_MAX}
            suffix={minutes}
          />
          <NumberField
            name="checkInGraceMinutes"
            label={t('form.checkInGraceMinutes')}
            min={0}
            max={240}
            suffix={minutes}
          />
        </div>
        <Form.Item name="audience" label={t('form.audience')}>
          <Radio.Group options={AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))} />
        </Form.Item>
      </Card>

      <Card title={t('form.approvalAndMoney')} style={{ marginBlockStart: 16 }}>
        <Form.Item name="requiresApproval" label={t('form.requiresApproval')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <MoneyFields />
      </Card>

      <Button type="primary" htmlType="submit" loading={saving} style={{ marginBlockStart: 16 }}>
        {submitText}
      </Button>
    </Form>
  );
}
