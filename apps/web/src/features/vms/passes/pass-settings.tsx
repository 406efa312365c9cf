import { vmsPassOps } from '@cc/contracts/vms-pass-ops';
import {
  PASS_WINDOW_HOURS_MAX,
  PASSES_PER_UNIT_DAY_MAX,
  type PassSetting,
} from '@cc/contracts/vms-pass-records';
import { Alert, App, Button, Card, Form, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { usePassSetting, useSavePassSetting } from './api/passes';

/** Whether residents may pre-register, the longest window, passes per unit per day; the office edits. */
export function PassSettings() {
  const { t } = useTranslation('passes');
  const { message } = App.useApp();
  const can = useCan();
  const editable = can(vmsPassOps.settingPut);
  const setting = usePassSetting();
  const save = useSavePassSetting();
  const submit = (values: PassSetting) =>
    save.mutate(values, {
      onSuccess: () => void message.success(t('setting.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Card title={t('setting.title')} size="small" className="vms-pass-settings">
      {setting.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : setting.isError ? (
        <Alert type="error" showIcon title={t('setting.loadError')} />
      ) : (
        <Form<PassSetting>
          name="passSetting"
          layout="vertical"
          requiredMark={false}
          initialValues={setting.data}
          onFinish={submit}
          disabled={!editable}
          key={JSON.stringify(setting.data)}
        >
          <Form.Item name="allowed" label={t('setting.allowed')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <div className="vms-pass-form__row">
            <Form.Item name="maxWindowHours" label={t('setting.maxWindowHours')} rules={[{ required: true }]}>
              <InputNumber min={1} max={PASS_WINDOW_HOURS_MAX} precision={0} />
            </Form.Item>
            <Form.Item name="perUnitPerDay" label={t('setting.perUnitPerDay')} rules={[{ required: true }]}>
              <InputNumber min={1} max={PASSES_PER_UNIT_DAY_MAX} precision={0} />
            </Form.Item>
          </div>
          {editable ? (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('setting.save')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('setting.readOnly')}</Typography.Text>
          )}
        </Form>
      )}
    </Card>
  );
}
