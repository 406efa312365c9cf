import {
  BADGES_MAX,
  GATE_NAME_MAX,
  GATES_MAX,
  OVERRIDE_PLATES_MAX,
  type UtilityConfig,
} from '@cc/contracts/vms-admin-settings';
import { OVERSTAY_MINUTES_MAX, VISITOR_TYPES, VMS_BADGE_MAX, VMS_PLATE_MAX } from '@cc/contracts/vms-records';
import { Checkbox, Col, Form, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SettingForm } from './setting-form';
import { useSaveUtilityConfig } from './settings-api';

/** A list typed as tags: at most `max` items, each at most `length` characters. */
const listRules = (t: TFunction<'vms-settings'>, max: number, length: number): Rule[] => [
  { type: 'array', max, message: t('validation.listMax', { max }) },
  {
    validator: async (_, value: string[] | undefined) => {
      if ((value ?? []).some((v) => v.trim().length === 0 || v.trim().length > length))
        throw new Error(t('validation.itemLength', { max: length }));
    },
  },
];

/** Gates, visitor types in use, overstay minutes, photo and plate rules, badges, plates needing the office. */
export function UtilityForm({ config, editable }: { config: UtilityConfig; editable: boolean }) {
  const { t } = useTranslation('vms-settings');
  const save = useSaveUtilityConfig();
  const tags = (name: keyof UtilityConfig, max: number, length: number) => (
    <Form.Item
      name={name}
      label={t(`utility.${name}`)}
      extra={t(`utility.${name}Help`)}
      rules={listRules(t, max, length)}
    >
      <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '\n']} />
    </Form.Item>
  );
  return (
    <SettingForm<UtilityConfig, UtilityConfig>
      name="vms-utility"
      title={t('utility.title')}
      initialValues={config}
      editable={editable}
      save={save}
      toInput={(v) => ({ ...v, gates: v.gates.map((g) => g.trim()), badges: v.badges.map((b) => b.trim()) })}
    >
      {tags('gates', GATES_MAX, GATE_NAME_MAX)}
      <Form.Item
        name="visitorTypes"
        label={t('utility.visitorTypes')}
        rules={[{ type: 'array', min: 1, required: true, message: t('validation.visitorTypes') }]}
      >
        <Checkbox.Group options={VISITOR_TYPES.map((v) => ({ value: v, label: t(`visitorType.${v}`) }))} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="overstayMinutes"
            label={t('utility.overstayMinutes')}
            extra={t('utility.overstayMinutesHelp')}
            rules={[
              { required: true, message: t('validation.required') },
              {
                type: 'number',
                min: 1,
                max: OVERSTAY_MINUTES_MAX,
                message: t('validation.range', { min: 1, max: OVERSTAY_MINUTES_MAX.toLocaleString() }),
              },
            ]}
          >
            <InputNumber
              min={1}
              max={OVERSTAY_MINUTES_MAX}
              precision={0}
              addonAfter={t('unit.minutes')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="photoRequired" label={t('utility.photoRequired')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="plateRequired" label={t('utility.plateRequired')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {tags('badges', BADGES_MAX, VMS_BADGE_MAX)}
      {tags('overridePlates', OVERRIDE_PLATES_MAX, VMS_PLATE_MAX)}
    </SettingForm>
  );
}
