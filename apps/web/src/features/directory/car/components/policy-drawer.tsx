import { CAR_DOCUMENTS, type CarPolicy, WHO_MAY_REGISTER } from '@cc/contracts/car-directory';
import { Alert, App, Button, Checkbox, Drawer, Form, Grid, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../directory-rules';
import { usePolicy, useSavePolicy } from '../api/cars';

/** The car policy: limits per unit by type, who registers, documents, sticker validity and number. */
export function PolicyDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('directory');
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const policy = usePolicy();
  const save = useSavePolicy();
  const submit = (p: CarPolicy) =>
    save.mutate(
      { ...p, stickerPrefix: (p.stickerPrefix ?? '').trim().toUpperCase() },
      {
        onSuccess: () => {
          void message.success(t('car.policy.saved'));
          onClose();
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('car.policy.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.md ? 440 : '100%'}
      destroyOnHidden
    >
      {policy.isPending ? (
        <Skeleton active />
      ) : policy.error ? (
        <Alert type="error" showIcon title={errorText(policy.error)} />
      ) : (
        <Form<CarPolicy> layout="vertical" name="car-policy" initialValues={policy.data} onFinish={submit}>
          <Form.Item name={['limits', 'CAR']} label={t('car.policy.carLimit')} rules={[{ required: true }]}>
            <InputNumber min={0} max={20} />
          </Form.Item>
          <Form.Item
            name={['limits', 'MOTORCYCLE']}
            label={t('car.policy.motoLimit')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={20} />
          </Form.Item>
          <Form.Item name="whoMayRegister" label={t('car.policy.who')}>
            <Select
              options={WHO_MAY_REGISTER.map((w) => ({ value: w, label: t(`car.policy.whoOptions.${w}`) }))}
            />
          </Form.Item>
          <Form.Item name="documentsRequired" label={t('car.policy.documents')}>
            <Checkbox.Group
              options={CAR_DOCUMENTS.map((d) => ({ value: d, label: t(`car.policy.docs.${d}`) }))}
            />
          </Form.Item>
          <Form.Item name="stickerValidMonths" label={t('car.policy.months')} rules={[{ required: true }]}>
            <InputNumber min={1} max={60} />
          </Form.Item>
          <Form.Item
            name="stickerPrefix"
            label={t('car.policy.prefix')}
            rules={[{ pattern: /^[A-Za-z0-9]{0,6}$/, message: t('car.policy.prefixRule') }]}
          >
            <Input maxLength={6} />
          </Form.Item>
          <Form.Item name="stickerDigits" label={t('car.policy.digits')} rules={[{ required: true }]}>
            <InputNumber min={3} max={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Drawer>
  );
}
