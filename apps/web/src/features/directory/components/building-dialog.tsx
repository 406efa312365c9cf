import type { Building } from '@cc/contracts/directory';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveBuilding } from '../api/buildings';
import { directoryRules, errorText } from '../directory-rules';

interface Props {
  open: boolean;
  building: Building | null;
  onClose: () => void;
}

/** Adds a building, or edits the one given. */
export function BuildingDialog({ open, building, onClose }: Props) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; floors: number }>();
  const save = useSaveBuilding();
  const rules = directoryRules(t);
  const submit = (v: { name: string; floors: number }) =>
    save.mutate(
      { buildingID: building?.buildingID, name: v.name.trim(), floors: v.floors },
      {
        onSuccess: () => {
          void message.success(t('building.saved'));
          onClose();
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <Modal
      open={open}
      title={building ? t('building.edit') : t('building.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="building"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={building ? { name: building.name, floors: building.floors } : { floors: 1 }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('building.name')} rules={rules.buildingName}>
          <Input data-testid="building-name" />
        </Form.Item>
        <Form.Item name="floors" label={t('building.floors')} rules={rules.floors}>
          <InputNumber
            min={1}
            max={200}
            precision={0}
            style={{ width: '100%' }}
            data-testid="building-floors"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
