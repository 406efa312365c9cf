import { TITLE_MAX } from '@cc/contracts/announcement';
import { Alert, App, Button, Form, Input, Select, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSavePost } from '../api/post-mutations';
import { usePreview } from '../api/use-preview';
import { bodyIsEmpty, EMPTY_FORM, type PostFormValues, toPayload } from '../form-values';
import { AudienceField } from './audience-field';
import { AttachmentsField, CoverField } from './file-fields';
import { PhonePreview } from './phone-preview';
import { PublishFields } from './publish-fields';

// TipTap is big: only the advanced editor pays for it, in its own chunk.
const RichEditor = lazy(() => import('./rich-editor').then((m) => ({ default: m.RichEditor })));

interface Props {
  communityID: string;
  timeZone: string;
  advanced: boolean;
  initial?: PostFormValues;
  announcementID?: string;
  /** A live post is edited in place; the draft button would take it off residents' screens. */
  live?: boolean;
}

export function PostForm({ communityID, timeZone, advanced, initial, announcementID, live }: Props) {
  const { t } = useTranslation('announcement');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PostFormValues>();
  const values = Form.useWatch([], form) as PostFormValues | undefined;
  const preview = usePreview(communityID, values, advanced);
  const save = useSavePost(communityID);
  const [draft, setDraft] = useState(false);

  const submit = async (asDraft: boolean) => {
    setDraft(asDraft);
    let v: PostFormValues;
    try {
      v = await form.validateFields();
    } catch {
      return; // antd shows each field's message
    }
    try {
      const saved = await save.mutateAsync({
        ...toPayload({ ...EMPTY_FORM, ...v }, { advanced, draft: asDraft, timeZone }),
        announcementID,
      });
      message.success(t(`saved.${saved.state}`));
      const tab =
        saved.state === 'PUBLISHED' ? 'PUBLISHED' : saved.state === 'SCHEDULED' ? 'SCHEDULED' : 'DRAFT';
      navigate(`/dashboard/announcement?tab=${tab}`);
    } catch {
      // The error stays on screen (below) in the server's words.
    }
  };

  const when = values?.when ?? 'NOW';
  return (
    <div className="post-editor">
      <Form<PostFormValues>
        form={form}
        layout="vertical"
        initialValues={initial ?? EMPTY_FORM}
        className="post-editor__form cc-card"
        onFinish={() => submit(false)}
        data-testid="post-form"
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: t('validation.title') },
            { max: TITLE_MAX, message: t('validation.titleLong', { max: TITLE_MAX }) },
          ]}
        >
          <Input maxLength={TITLE_MAX} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('form.body')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                bodyIsEmpty(v ?? '', advanced)
                  ? Promise.reject(new Error(t('validation.body')))
                  : Promise.resolve(),
            },
          ]}
        >
          {advanced ? (
            <EditorSlot communityID={communityID} />
          ) : (
            <Input.TextArea rows={8} placeholder={t('form.bodyPlaceholder')} />
          )}
        </Form.Item>
        <Form.Item name="category" label={t('form.category')}>
          <Select
            options={(['GENERAL', 'URGENT', 'MAINTENANCE', 'EVENT'] as const).map((c) => ({
              value: c,
              label: t(`category.${c}`),
            }))}
          />
        </Form.Item>
        {values?.category === 'URGENT' && (
          <Alert className="post-editor__note" type="warning" showIcon title={t('form.urgentNote')} />
        )}
        <Form.Item name="cover" label={t('form.cover')}>
          <CoverField communityID={communityID} />
        </Form.Item>
        <Form.Item name="attachments" label={t('form.attachments')}>
          <AttachmentsField communityID={communityID} />
        </Form.Item>
        <AudienceField communityID={communityID} />
        <PublishFields timeZone={timeZone} />
        {save.error && (
          <Alert
            type="error"
            showIcon
            title={t('saveFailed', { error: save.error.message })}
            className="post-editor__note"
          />
        )}
        <div className="post-editor__actions">
          {!live && (
            <Button
              size="large"
              loading={save.isPending && draft}
              onClick={() => submit(true)}
              data-testid="save-draft"
            >
              {t('form.saveDraft')}
            </Button>
          )}
          <Button
            size="large"
            type="primary"
            htmlType="submit"
            loading={save.isPending && !draft}
            data-testid="publish"
          >
            {live
              ? t('form.saveChanges')
              : when === 'SCHEDULE'
                ? t('form.scheduleButton')
                : t('form.publishButton')}
          </Button>
        </div>
      </Form>
      <PhonePreview
        values={{ ...EMPTY_FORM, ...values }}
        body={preview.body}
        bodyFormat={advanced ? 'HTML' : 'PLAIN'}
        reach={preview.reach}
      />
    </div>
  );
}

/** Form.Item passes value and onChange through to the lazily loaded editor. */
function EditorSlot(props: {
  communityID: string;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 260 }} />}>
      <RichEditor {...props} />
    </Suspense>
  );
}
