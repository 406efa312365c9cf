import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLES } from '@cc/contracts/roles';
import { SOS_REPEAT_MAX, SOS_REPEAT_MIN, type SosSetting } from '@cc/contracts/sos';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useSaveSosSetting, useSosSetting } from '../api/sos';

/** The SOS settings: emergency numbers, who is alerted, how often it repeats, whether residents may raise. */
export function SosSettings() {
  const { t } = useTranslation('incident');
  const { message } = App.useApp();
  const setting = useSosSetting();
  const save = useSaveSosSetting();
  if (setting.isPending) return <Skeleton active />;
  if (setting.error) return <Alert type="error" showIcon title={errorMessageOf(setting.error)} />;
  return (
    <Form<SosSetting>
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={setting.data}
      onFinish={(v) =>
        save
          .mutateAsync(v)
          .then(() => message.success(t('settings.saved')))
          .catch((e) => message.error(errorMessageOf(e)))
      }
    >
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <Form.Item label={t('settings.contacts')}>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'label']}
                  rules={[{ required: true, whitespace: true, message: t('settings.required') }]}
                >
                  <Input aria-label={t('settings.label')} placeholder={t('settings.label')} maxLength={60} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'phone']}
                  rules={[
                    { required: true, pattern: /^\+?[0-9][0-9 -]{1,19}$/, message: t('settings.required') },
                  ]}
                >
                  <Input aria-label={t('settings.phone')} placeholder={t('settings.phone')} inputMode="tel" />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={t('settings.remove')}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ label: '', phone: '' })}>
              {t('settings.addContact')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        name="alertRoles"
        label={t('settings.alertRoles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('settings.required') }]}
      >
        <Checkbox.Group options={ROLES.map((r) => ({ value: r, label: t(`shared:roles.${r}`) }))} />
      </Form.Item>
      <Form.Item
        name="repeatSeconds"
        label={t('settings.repeatSeconds')}
        rules={[{ required: true, message: t('settings.required') }]}
      >
        <InputNumber min={SOS_REPEAT_MIN} max={SOS_REPEAT_MAX} />
      </Form.Item>
      <Form.Item name="residentsMaySos" label={t('settings.residentsMaySos')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
