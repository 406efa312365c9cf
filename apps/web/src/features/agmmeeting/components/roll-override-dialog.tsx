import type { AgmRollEntry } from '@cc/contracts/agmmeeting';
import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useUpdateRoll } from '../api/roll';
import { formatRatio, ratioToMillionths, toMillionths } from '../figures/weights';
import { ReasonField } from './reason-field';

interface Values {
  eligible: boolean;
  ratio?: string | null;
  reason: string;
}

/**
 * Overrides one unit's eligibility or weight with a reason the roll keeps; an empty weight goes
 * back to the directory's ratio.
 */
export function RollOverrideDialog({
  meetingID,
  entry,
  onClose,
}: {
  meetingID: string;
  entry: AgmRollEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const save = useUpdateRoll();
  const overridden = entry && entry.weight !== entry.directoryWeight && !entry.capped;
  return (
    <FormDialog<Values, Parameters<typeof save.mutate>[0]>
      name="roll"
      open={!!entry}
      title={t('roll.overrideTitle', { unit: entry?.unitNo ?? '' })}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={{
        eligible: entry?.eligible ?? true,
        ratio: overridden ? formatRatio(toMillionths(entry.weight), 'en') : null,
      }}
      save={save}
      toInput={(v) => ({
        meetingID,
        unitID: entry!.unitID,
        eligible: v.eligible,
        weight: v.ratio ? ratioToMillionths(String(v.ratio)).toString() : null,
        reason: v.reason.trim(),
      })}
      onClose={onClose}
      focus="reason"
    >
      <p className="cc-muted">
        {entry &&
          t('roll.directoryWeight', { weight: formatRatio(toMillionths(entry.directoryWeight), 'en') })}
      </p>
      <Form.Item name="eligible" label={t('fields.eligible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="ratio"
        label={t('fields.weightOverride')}
        extra={t('roll.weightHint')}
        rules={[
          {
            validator: async (_, v: string | number | null | undefined) => {
              if (v === null || v === undefined || v === '') return;
              if (ratioToMillionths(String(v)) < 0n) throw new Error(t('validation.ratio'));
            },
          },
        ]}
      >
        <InputNumber<string>
          stringMode
          min="0"
          max="1"
          step="0.000001"
          precision={6}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <ReasonField rows={2} />
    </FormDialog>
  );
}
