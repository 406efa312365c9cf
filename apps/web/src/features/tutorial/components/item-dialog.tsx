import { UploadOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@cc/contracts/i18n';
import {
  TUTORIAL_KINDS,
  TUTORIAL_SUMMARY_MAX,
  TUTORIAL_TITLE_MAX,
  type TutorialDetail,
  type TutorialKind,
} from '@cc/contracts/tutorial';
import { App, Button, Form, Input, Radio, Select, Space } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { FormDialog, type SaveMutation } from '../../../shared/ui/form-dialog';
import {
  type CreateTutorial,
  type UpdateTutorial,
  useCreateTutorial,
  useUpdateTutorial,
  useUploadTutorialFile,
} from '../api/tutorial';

const LazyGuideEditor = lazy(() => import('./guide-editor').then((m) => ({ default: m.GuideEditor })));

/** Form.Item hands value and onChange to its direct child, so the Suspense sits inside this one. */
function GuideEditor(props: { value?: string; onChange?: (html: string) => void; id?: string }) {
  return (
    <Suspense fallback={null}>
      <LazyGuideEditor {...props} />
    </Suspense>
  );
}

interface Values {
  kind: TutorialKind;
  title: string;
  summary?: string;
  lang: Lang;
  source: 'YOUTUBE' | 'FILE';
  youtube?: string;
  file?: { fileKey: string; name: string };
  body?: string;
}

/** What each kind's upload may be; the API checks the bytes again. */
const ACCEPT: Record<'VIDEO' | 'PR', string> = {
  VIDEO: 'video/mp4',
  PR: 'application/pdf,image/jpeg,image/png,image/webp',
};

function FilePick({
  value,
  onChange,
  kind,
  id,
}: {
  value?: Values['file'];
  onChange?: (v: Values['file']) => void;
  kind: 'VIDEO' | 'PR';
  id?: string;
}) {
  const { t } = useTranslation('tutorial');
  const { message } = App.useApp();
  const upload = useUploadTutorialFile();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <Button
        id={id}
        icon={<UploadOutlined />}
        loading={upload.isPending}
        onClick={() => picker.current?.click()}
      >
        {value ? t('form.replaceFile') : t('form.chooseFile')}
      </Button>
      {value && <span data-testid="tutorial-file-name">{value.name}</span>}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT[kind]}
        hidden
        data-testid="tutorial-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f)
            upload.mutate(f, {
              onSuccess: (up) => onChange?.({ fileKey: up.fileKey, name: up.name }),
              onError: (err) => void message.error(errorMessageOf(err)),
            });
        }}
      />
    </Space>
  );
}

/** The fields that depend on the kind (and, for a video, on its source). */
function ContentFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation('tutorial');
  const form = Form.useFormInstance<Values>();
  const kind = Form.useWatch('kind', form);
  const source = Form.useWatch('source', form);
  const fileRequired = !editing;
  return (
    <>
      {kind === 'VIDEO' && (
        <Form.Item name="source" label={t('form.source')}>
          <Radio.Group
            options={[
              { value: 'YOUTUBE', label: t('form.youtube') },
              { value: 'FILE', label: t('form.mp4') },
            ]}
          />
        </Form.Item>
      )}
      {kind === 'VIDEO' && source === 'YOUTUBE' && (
        <Form.Item
          name="youtube"
          label={t('form.youtubeLink')}
          rules={[
            { required: !editing, whitespace: true, message: t('validation.youtubeRequired') },
            {
              pattern: /^(\S*(youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)[\w-]{11}\S*|[\w-]{11})$/,
              message: t('validation.youtubeBad'),
            },
          ]}
        >
          <Input placeholder="https://www.youtube.com/watch?v=…" dir="ltr" />
        </Form.Item>
      )}
      {((kind === 'VIDEO' && source === 'FILE') || kind === 'PR') && (
        <Form.Item
          name="file"
          label={kind === 'VIDEO' ? t('form.mp4') : t('form.prFile')}
          rules={[{ required: fileRequired, message: t('validation.fileRequired') }]}
        >
          <FilePick kind={kind} />
        </Form.Item>
      )}
      {kind === 'GUIDE' && (
        <Form.Item
          name="body"
          label={t('form.body')}
          rules={[{ required: true, message: t('validation.bodyRequired') }]}
        >
          <GuideEditor />
        </Form.Item>
      )}
    </>
  );
}

/** Adds a tutorial of the community, or changes one (the kind stays what it was). */
export function ItemDialog({
  open,
  onClose,
  item,
  kind,
}: {
  open: boolean;
  onClose: () => void;
  item?: TutorialDetail;
  kind?: TutorialKind;
}) {
  const { t } = useTranslation('tutorial');
  const create = useCreateTutorial();
  const update = useUpdateTutorial();
  const save: SaveMutation<CreateTutorial | UpdateTutorial> = {
    mutate: (input, on) =>
      item ? update.mutate(input as UpdateTutorial, on) : create.mutate(input as CreateTutorial, on),
    isPending: create.isPending || update.isPending,
  };
  const initial: Partial<Values> = item
    ? {
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        lang: item.lang,
        source: item.youtubeID ? 'YOUTUBE' : 'FILE',
        youtube: item.youtubeID ?? undefined,
        body: item.body,
      }
    : { kind: kind ?? 'VIDEO', lang: 'th', source: 'YOUTUBE' };
  const toInput = (v: Values): CreateTutorial | UpdateTutorial => {
    const k = item?.kind ?? v.kind;
    const content = {
      youtube: k === 'VIDEO' && v.source === 'YOUTUBE' && v.youtube?.trim() ? v.youtube.trim() : undefined,
      fileKey: (k === 'VIDEO' && v.source === 'FILE') || k === 'PR' ? v.file?.fileKey : undefined,
      fileName: v.file?.name,
      body: k === 'GUIDE' ? (v.body ?? '') : undefined,
    };
    const text = { title: v.title.trim(), summary: v.summary?.trim() ?? '', lang: v.lang };
    return item ? { itemID: item.itemID, ...text, ...content } : { kind: v.kind, ...text, ...content };
  };
  return (
    <FormDialog<Values, CreateTutorial | UpdateTutorial>
      name="tutorial"
      open={open}
      title={item ? t('edit') : t('add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={initial}
      save={save}
      toInput={toInput}
      onClose={onClose}
      focus="title"
    >
      <Form.Item name="kind" label={t('form.kind')}>
        <Select
          disabled={!!item}
          options={TUTORIAL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[
          { required: true, whitespace: true, message: t('validation.titleRequired') },
          { max: TUTORIAL_TITLE_MAX, message: t('validation.titleMax', { max: TUTORIAL_TITLE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="summary"
        label={t('form.summary')}
        rules={[
          { max: TUTORIAL_SUMMARY_MAX, message: t('validation.summaryMax', { max: TUTORIAL_SUMMARY_MAX }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="lang" label={t('form.lang')}>
        <Select options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
      </Form.Item>
      <ContentFields editing={!!item} />
    </FormDialog>
  );
}
