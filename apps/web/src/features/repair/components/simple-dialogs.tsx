import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import { REPAIR_NOTE_MAX, REPAIR_REASON_MAX, type RepairDetail } from '@cc/contracts/repair-records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadFile } from 'antd';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { repairKeys } from '../api/repair-keys';
import { useForceClose, useProgress, useReject, useRequestClose } from '../api/requests';
import { type CloseValues, closeFields, photoForm } from '../form-values';
import { MONEY_MAX_BAHT } from '../money';
import { filesOf, PhotoUpload } from './photo-upload';

interface DialogProps {
  request: RepairDetail;
  onClose: () => void;
}

function ReasonItem() {
  const { t } = useTranslation('repair');
  return (
    <Form.Item
      name="reason"
      label={t('fields.reason')}
      rules={[
        { required: true, whitespace: true, message: t('validation.reasonRequired') },
        { max: REPAIR_REASON_MAX, message: t('validation.tooLong', { max: REPAIR_REASON_MAX }) },
      ]}
    >
      <Input.TextArea rows={3} maxLength={REPAIR_REASON_MAX} showCount />
    </Form.Item>
  );
}

export function RejectDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation('repair');
  return (
    <FormDialog<{ reason: string }, { requestID: string; reason: string }>
      name="reject"
      open
      title={t('actions.reject')}
      okText={t('actions.reject')}
      cancelText={t('common.back')}
      savedText={t('saved.reject')}
      initialValues={{}}
      save={useReject()}
      toInput={(v) => ({ requestID: request.requestID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p>{t('confirm.reject', { no: request.no })}</p>
      <ReasonItem />
    </FormDialog>
  );
}

export function ForceCloseDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation('repair');
  return (
    <FormDialog<{ reason: string }, { requestID: string; reason: string }>
      name="forceclose"
      open
      title={t('actions.forceClose')}
      okText={t('actions.forceClose')}
      cancelText={t('common.back')}
      savedText={t('saved.forceClose')}
      initialValues={{}}
      save={useForceClose()}
      toInput={(v) => ({ requestID: request.requestID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p className="rp-danger-text">{t('confirm.forceClose', { no: request.no })}</p>
      <ReasonItem />
    </FormDialog>
  );
}

/** Removes a duplicate: the reason, and the number of the request it repeats (found by search). */
export function DeleteDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation('repair');
  const communityID = useCommunityID();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: async (v: { reason: string; duplicateNo?: number }) => {
      let duplicateOf: string | undefined;
      if (v.duplicateNo) {
        const found = await callOp(repairOfficeOps.search, {
          query: { communityID, q: String(v.duplicateNo) },
        });
        duplicateOf = found.items.find((r) => r.no === v.duplicateNo)?.requestID;
        if (!duplicateOf)
          throw new ApiError(400, 'NOT_FOUND', t('validation.noSuchRequest', { no: v.duplicateNo }));
      }
      return callOp(repairOfficeOps.delete, {
        body: { communityID, requestID: request.requestID, reason: v.reason, duplicateOf },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: repairKeys.requests(communityID) }),
  });
  return (
    <FormDialog<{ reason: string; duplicateNo?: number }, { reason: string; duplicateNo?: number }>
      name="delete"
      open
      title={t('actions.delete')}
      okText={t('actions.delete')}
      cancelText={t('common.back')}
      savedText={t('saved.delete')}
      initialValues={{}}
      save={save}
      toInput={(v) => ({ reason: v.reason.trim(), duplicateNo: v.duplicateNo ?? undefined })}
      onClose={onClose}
      focus="reason"
      danger
    >
      <p>{t('confirm.delete', { no: request.no })}</p>
      <ReasonItem />
      <Form.Item name="duplicateNo" label={t('fields.duplicateOf')}>
        <InputNumber min={1} precision={0} style={{ width: 160 }} prefix="#" />
      </Form.Item>
    </FormDialog>
  );
}

export function ProgressDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation('repair');
  return (
    <FormDialog<{ note: string; photos?: UploadFile[] }, { requestID: string; form: FormData }>
      name="progress"
      open
      title={t('actions.progress')}
      okText={t('common.save')}
      cancelText={t('common.back')}
      savedText={t('saved.progress')}
      initialValues={{}}
      save={useProgress()}
      toInput={(v) => ({
        requestID: request.requestID,
        form: photoForm({ note: v.note.trim() }, filesOf(v.photos)),
      })}
      onClose={onClose}
      focus="note"
    >
      <Form.Item
        name="note"
        label={t('fields.progressNote')}
        rules={[
          { required: true, whitespace: true, message: t('validation.noteRequired') },
          { max: REPAIR_NOTE_MAX, message: t('validation.tooLong', { max: REPAIR_NOTE_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={REPAIR_NOTE_MAX} />
      </Form.Item>
      <PhotoUpload />
    </FormDialog>
  );
}

export function CloseDialog({ request, onClose }: DialogProps) {
  const { t } = useTranslation('repair');
  return (
    <FormDialog<CloseValues & { photos?: UploadFile[] }, { requestID: string; form: FormData }>
      name="close"
      open
      title={t('actions.requestClose')}
      okText={t('actions.requestClose')}
      cancelText={t('common.back')}
      savedText={t('saved.requestClose')}
      initialValues={{ collectedBaht: (request.quote?.totalSatang ?? 0) / 100, method: 'NONE' }}
      save={useRequestClose()}
      toInput={(v) => ({ requestID: request.requestID, form: photoForm(closeFields(v), filesOf(v.photos)) })}
      onClose={onClose}
      focus="note"
    >
      <p>{t('confirm.requestClose')}</p>
      <Form.Item
        name="note"
        label={t('fields.closeNote')}
        rules={[{ max: REPAIR_NOTE_MAX, message: t('validation.tooLong', { max: REPAIR_NOTE_MAX }) }]}
      >
        <Input.TextArea rows={3} maxLength={REPAIR_NOTE_MAX} />
      </Form.Item>
      <Form.Item
        name="collectedBaht"
        label={t('fields.collected')}
        rules={[
          {
            type: 'number',
            min: 0,
            max: MONEY_MAX_BAHT,
            message: t('validation.money', { max: MONEY_MAX_BAHT }),
          },
        ]}
      >
        <InputNumber min={0} max={MONEY_MAX_BAHT} precision={2} prefix="฿" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="method" label={t('fields.method')}>
        <Select
          style={{ width: 200 }}
          options={(['NONE', 'CASH', 'TRANSFER', 'PROMPTPAY'] as const).map((m) => ({
            value: m,
            label: t(`method.${m}`),
          }))}
        />
      </Form.Item>
      <PhotoUpload />
    </FormDialog>
  );
}
