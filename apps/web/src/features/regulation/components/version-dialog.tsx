import { UploadOutlined } from '@ant-design/icons';
import {
  REGULATION_CATEGORIES,
  REGULATION_NOTE_MAX,
  REGULATION_TITLE_MAX,
  type RegulationCategory,
  type RegulationFile,
} from '@cc/contracts/regulation';
import { PDF_MAX_BYTES } from '@cc/contracts/uploads';
import { App, Button, Form, Input, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useCommunityID } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { uploadPdf, useSaveVersion, type VersionSave } from '../api/regulation';
import { RuleEditor } from './rule-editor';

export interface VersionDialogOpen {
  target: VersionSave['target'];
  category?: RegulationCategory;
  title?: string;
  bodyHtml?: string | null;
  file?: RegulationFile | null;
  effectiveDate?: string;
  changeNote?: string;
  requiresAck?: boolean;
}

interface Values {
  category: RegulationCategory;
  title: string;
  bodyHtml: string | null;
  effectiveDate: Dayjs;
  changeNote: string;
  requiresAck: boolean;
}

/** A new document, a draft changed, or a document's next version: text and/or a PDF, and when it applies. */
export function VersionDialog({ open, onClose }: { open: VersionDialogOpen | null; onClose: () => void }) {
  const { t } = useTranslation('regulation');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const save = useSaveVersion();
  const [file, setFile] = useState<RegulationFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<VersionDialogOpen | null>(null);
  if (open !== opened) {
    setOpened(open);
    setFile(open?.file ?? null);
  }
  const next = open?.target.kind === 'next';
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > PDF_MAX_BYTES) return void message.error(t('form.pdfTooLarge'));
    setBusy(true);
    try {
      setFile(await uploadPdf(communityID, chosen));
    } catch (err) {
      void message.error(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog<Values, VersionSave>
      name="version"
      open={open !== null}
      title={t(`form.title_${open?.target.kind ?? 'new'}`)}
      okText={t('form.save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('form.saved')}
      initialValues={{
        category: open?.category ?? 'HOUSE_RULES',
        title: open?.title ?? '',
        bodyHtml: open?.bodyHtml ?? null,
        effectiveDate: dayjs(open?.effectiveDate),
        changeNote: open?.changeNote ?? '',
        requiresAck: open?.requiresAck ?? true,
      }}
      save={save}
      toInput={(v) => ({
        target: open!.target,
        category: v.category,
        title: v.title.trim(),
        bodyHtml: v.bodyHtml || null,
        fileID: file?.fileID ?? null,
        effectiveDate: v.effectiveDate.format('YYYY-MM-DD'),
        changeNote: v.changeNote.trim(),
        requiresAck: v.requiresAck,
      })}
      onClose={onClose}
      focus={next ? 'changeNote' : 'title'}
    >
      {!next && (
        <>
          <Form.Item name="category" label={t('columns.category')} rules={[{ required: true }]}>
            <Select options={REGULATION_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('columns.title')}
            rules={[
              { required: true, whitespace: true, message: t('validation.titleRequired') },
              { max: REGULATION_TITLE_MAX, message: t('validation.titleMax', { max: REGULATION_TITLE_MAX }) },
            ]}
          >
            <Input />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="bodyHtml"
        label={t('form.body')}
        rules={[
          {
            validator: (_, v: string | null) =>
              v || file ? Promise.resolve() : Promise.reject(new Error(t('validation.content'))),
          },
        ]}
      >
        <RuleEditor />
      </Form.Item>
      <Form.Item label={t('form.pdf')} extra={t('form.pdfHint')}>
        <Space wrap>
          <input
            id="version-pdf"
            type="file"
            accept="application/pdf"
            style={{ display: 'none' }}
            aria-label={t('form.pdf')}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button
            icon={<UploadOutlined />}
            loading={busy}
            onClick={() => document.getElementById('version-pdf')?.click()}
          >
            {t('form.choosePdf')}
          </Button>
          {file && (
            <>
              <span data-testid="version-pdf-name">{file.name}</span>
              <Button type="link" danger onClick={() => setFile(null)}>
                {t('form.removePdf')}
              </Button>
            </>
          )}
        </Space>
      </Form.Item>
      <Form.Item
        name="effectiveDate"
        label={t('columns.effective')}
        rules={[{ required: true, message: t('validation.effective') }]}
      >
        <DatePicker format={datePickerFormat()} allowClear={false} />
      </Form.Item>
      <Form.Item
        name="changeNote"
        label={t('columns.changeNote')}
        rules={[{ max: REGULATION_NOTE_MAX, message: t('validation.noteMax', { max: REGULATION_NOTE_MAX }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="requiresAck" label={t('form.requiresAck')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
