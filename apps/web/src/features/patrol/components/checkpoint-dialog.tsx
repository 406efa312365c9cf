import type { Checkpoint } from '@cc/contracts/patrol';
import { PATROL_NAME_MAX, PATROL_PLACE_MAX } from '@cc/contracts/patrol';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type CheckpointInput, useSaveCheckpoint } from '../api/patrol';

interface Values {
  name: string;
  place?: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Adds a checkpoint, or edits one (its label keeps working). */
export function CheckpointDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: Checkpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('patrol');
  const save = useSaveCheckpoint();
  return (
    <FormDialog<Values, CheckpointInput>
      name="checkpoint"
      open={open}
      title={editing ? t('checkpoints.edit') : t('checkpoints.add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={editing ? { ...editing } : {}}
      save={save}
      toInput={(v) => ({
        checkpointID: editing?.checkpointID,
        name: v.name.trim(),
        place: (v.place ?? '').trim(),
        latitude: v.latitude ?? null,
        longitude: v.longitude ?? null,
      })}
      onClose={onClose}
      focus="name"
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation.nameRequired') },
          { max: PATROL_NAME_MAX, message: t('validation.max', { max: PATROL_NAME_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="place"
        label={t('fields.place')}
        rules={[{ max: PATROL_PLACE_MAX, message: t('validation.max', { max: PATROL_PLACE_MAX }) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="latitude" label={t('fields.latitude')}>
        <InputNumber min={-90} max={90} step={0.00001} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="longitude"
        label={t('fields.longitude')}
        dependencies={['latitude']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              (getFieldValue('latitude') == null) === (v == null)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.position'))),
          }),
        ]}
      >
        <InputNumber min={-180} max={180} step={0.00001} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
