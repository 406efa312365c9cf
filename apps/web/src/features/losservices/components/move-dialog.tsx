import { NOTE_MAX } from '@cc/contracts/losservices';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { wallToInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCancelRequest, useMoveRequest } from '../api/losservices';

/** The moves that need words (a reason, a visit time): schedule, turn down, cancel. */
export type WordedMove = 'SCHEDULED' | 'REJECTED' | 'CANCELLED';

interface Values {
  when?: Dayjs;
  text?: string;
}

export function MoveDialog({
  requestID,
  move,
  onClose,
}: {
  requestID: string;
  move: WordedMove | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('losservices');
  const timeZone = useTimeZone();
  const moveRequest = useMoveRequest();
  const cancel = useCancelRequest();
  const save = {
    isPending: moveRequest.isPending || cancel.isPending,
    mutate: (v: Values, on: { onSuccess: () => void; onError: (e: unknown) => void }) =>
      move === 'CANCELLED'
        ? cancel.mutate({ requestID, reason: v.text?.trim() ?? '' }, on)
        : moveRequest.mutate(
            {
              requestID,
              status: move!,
              note: v.text?.trim() ?? '',
              ...(v.when ? { scheduledAt: wallToInstant(v.when, timeZone) } : {}),
            },
            on,
          ),
  };
  const needsText = move !== 'SCHEDULED';
  return (
    <FormDialog<Values, Values>
      name="move"
      open={move !== null}
      title={move === 'CANCELLED' ? t('actions.cancel') : move ? t(`actions.${move}`) : ''}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={{}}
      save={save}
      toInput={(v) => v}
      onClose={onClose}
      danger={move !== 'SCHEDULED'}
      focus={move === 'SCHEDULED' ? 'when' : 'text'}
    >
      {move === 'SCHEDULED' && (
        <Form.Item
          name="when"
          label={t('fields.scheduledAt')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} style={{ inlineSize: '100%' }} />
        </Form.Item>
      )}
      <Form.Item
        name="text"
        label={move === 'SCHEDULED' ? t('fields.note') : t('fields.reason')}
        rules={needsText ? [{ required: true, whitespace: true, message: t('validation.required') }] : []}
      >
        <Input.TextArea rows={3} maxLength={NOTE_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
