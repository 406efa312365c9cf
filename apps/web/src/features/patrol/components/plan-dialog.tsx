import type { PatrolPlan } from '@cc/contracts/patrol';
import { PATROL_NAME_MAX } from '@cc/contracts/patrol';
import { ROLES } from '@cc/contracts/roles';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type PlanFields, useCheckpoints, useSavePlan } from '../api/patrol';

interface Values {
  name: string;
  checkpointIDs: string[];
  weekdays: number[];
  kind: 'TIMES' | 'INTERVAL';
  times?: string;
  shiftStart?: string;
  shiftEnd?: string;
  everyMinutes?: number;
  durationMinutes: number;
  toleranceMinutes: number;
  alertRoles: string[];
  active: boolean;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function initial(p: PatrolPlan | null): Partial<Values> {
  if (!p)
    return {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      kind: 'INTERVAL',
      shiftStart: '20:00',
      shiftEnd: '06:00',
      everyMinutes: 120,
      durationMinutes: 45,
      toleranceMinutes: 15,
      alertRoles: ['PMC', 'ADMIN'],
      active: true,
      checkpointIDs: [],
    };
  const s = p.schedule;
  return {
    ...p,
    kind: s.kind,
    ...(s.kind === 'TIMES'
      ? { times: s.times.join(', ') }
      : { shiftStart: s.shiftStart, shiftEnd: s.shiftEnd, everyMinutes: s.everyMinutes }),
  };
}

/** A plan: checkpoints in walking order (the order chosen), days, start times or an interval in a shift, who hears of a miss. */
export function PlanDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: PatrolPlan | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('patrol');
  const save = useSavePlan();
  const { data: checkpoints } = useCheckpoints();
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: t(`weekdays.${d}`) }));
  return (
    <FormDialog<Values, PlanFields & { planID?: string }>
      name="plan"
      open={open}
      title={editing ? t('plans.edit') : t('plans.add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={initial(editing)}
      save={save}
      toInput={(v) => ({
        planID: editing?.planID,
        name: v.name.trim(),
        checkpointIDs: v.checkpointIDs,
        weekdays: v.weekdays,
        schedule:
          v.kind === 'TIMES'
            ? { kind: 'TIMES', times: (v.times ?? '').split(/[\s,]+/).filter(Boolean) }
            : {
                kind: 'INTERVAL',
                shiftStart: v.shiftStart ?? '',
                shiftEnd: v.shiftEnd ?? '',
                everyMinutes: v.everyMinutes ?? 0,
              },
        durationMinutes: v.durationMinutes,
        toleranceMinutes: v.toleranceMinutes,
        alertRoles: v.alertRoles as PlanFields['alertRoles'],
        active: v.active,
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
        name="checkpointIDs"
        label={t('plans.checkpoints')}
        extra={t('plans.orderHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('validation.checkpoints') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          mode="multiple"
          options={(checkpoints ?? [])
            .filter((c) => !c.retiredAt)
            .map((c) => ({ value: c.checkpointID, label: c.name }))}
        />
      </Form.Item>
      <Form.Item
        name="weekdays"
        label={t('plans.weekdays')}
        rules={[{ required: true, type: 'array', min: 1, message: t('validation.weekdays') }]}
      >
        <Checkbox.Group options={days} />
      </Form.Item>
      <Form.Item name="kind" label={t('plans.schedule')}>
        <Radio.Group
          options={[
            { value: 'INTERVAL', label: t('plans.interval') },
            { value: 'TIMES', label: t('plans.times') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'TIMES' ? (
            <Form.Item
              name="times"
              label={t('plans.startTimes')}
              extra={t('plans.timesHint')}
              rules={[
                {
                  required: true,
                  validator: (_, v: string | undefined) => {
                    const xs = (v ?? '').split(/[\s,]+/).filter(Boolean);
                    return xs.length && xs.every((x) => CLOCK.test(x))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('validation.clock')));
                  },
                },
              ]}
            >
              <Input placeholder="08:00, 14:00" />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="shiftStart"
                label={t('plans.shiftStart')}
                rules={[{ required: true, pattern: CLOCK, message: t('validation.clock') }]}
              >
                <Input placeholder="20:00" />
              </Form.Item>
              <Form.Item
                name="shiftEnd"
                label={t('plans.shiftEnd')}
                extra={t('plans.midnightHint')}
                rules={[{ required: true, pattern: CLOCK, message: t('validation.clock') }]}
              >
                <Input placeholder="06:00" />
              </Form.Item>
              <Form.Item
                name="everyMinutes"
                label={t('plans.everyMinutes')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <InputNumber min={15} max={720} />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
      <Form.Item
        name="durationMinutes"
        label={t('plans.duration')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <InputNumber min={5} max={720} />
      </Form.Item>
      <Form.Item
        name="toleranceMinutes"
        label={t('plans.tolerance')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <InputNumber min={0} max={240} />
      </Form.Item>
      <Form.Item name="alertRoles" label={t('plans.alertRoles')}>
        <Checkbox.Group
          options={ROLES.filter((r) => r !== 'RESIDENT').map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="active" label={t('plans.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
