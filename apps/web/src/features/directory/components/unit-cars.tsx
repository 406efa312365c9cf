import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CAR_BRAND_MAX, CAR_COLOUR_MAX, type UnitDetail } from '@cc/contracts/unit-detail';
import { App, Button, Form, Input, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddCar, useRemoveCar } from '../api/unit-detail';
import { directoryRules, errorText } from '../directory-rules';

type Car = UnitDetail['cars'][number];
interface CarValues {
  plateNo: string;
  province: string;
  brand?: string;
  colour?: string;
}

/** The unit's registered cars; staff add and remove them. */
export function UnitCars({ unit, canWrite }: { unit: UnitDetail; canWrite: boolean }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const [form] = Form.useForm<CarValues>();
  const add = useAddCar();
  const remove = useRemoveCar();
  const rules = directoryRules(t);
  const submit = (v: CarValues) =>
    add.mutate(
      {
        unitNo: unit.unitNo,
        plateNo: v.plateNo.trim(),
        province: v.province.trim(),
        brand: v.brand?.trim() || null,
        colour: v.colour?.trim() || null,
      },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('cars.added'));
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );
  return (
    <>
      <Table<Car>
        rowKey="carID"
        dataSource={unit.cars}
        pagination={false}
        scroll={{ x: 520 }}
        locale={{ emptyText: t('cars.empty') }}
        columns={[
          { title: t('cars.plateNo'), dataIndex: 'plateNo' },
          { title: t('cars.province'), dataIndex: 'province' },
          { title: t('cars.brand'), dataIndex: 'brand', render: (v: string | null) => v ?? '–' },
          { title: t('cars.colour'), dataIndex: 'colour', render: (v: string | null) => v ?? '–' },
          ...(canWrite
            ? [
                {
                  title: t('common.actions'),
                  key: 'a',
                  render: (_: unknown, c: Car) => (
                    <Popconfirm
                      title={t('cars.removeConfirm', { plateNo: c.plateNo })}
                      okText={t('common.remove')}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        remove.mutateAsync(c.carID).catch((e: unknown) => void message.error(errorText(e)))
                      }
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('cars.removeNamed', { plateNo: c.plateNo })}
                      />
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canWrite && (
        <Form
          name="car"
          form={form}
          layout="inline"
          onFinish={submit}
          className="dir-car-form"
          aria-label={t('cars.add')}
        >
          <Form.Item name="plateNo" rules={rules.plateNo}>
            <Input placeholder={t('cars.plateNo')} aria-label={t('cars.plateNo')} />
          </Form.Item>
          <Form.Item name="province" rules={rules.province}>
            <Input placeholder={t('cars.province')} aria-label={t('cars.province')} />
          </Form.Item>
          <Form.Item name="brand">
            <Input placeholder={t('cars.brand')} aria-label={t('cars.brand')} maxLength={CAR_BRAND_MAX} />
          </Form.Item>
          <Form.Item name="colour">
            <Input placeholder={t('cars.colour')} aria-label={t('cars.colour')} maxLength={CAR_COLOUR_MAX} />
          </Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
            {t('cars.add')}
          </Button>
        </Form>
      )}
    </>
  );
}
