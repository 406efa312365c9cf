import { DeleteOutlined, FilePdfOutlined, PaperClipOutlined, PictureOutlined } from '@ant-design/icons';
import { MAX_ATTACHMENTS } from '@cc/contracts/announcement';
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPostFile } from '../api/post-mutations';

export interface PostFile {
  fileID: string;
  url: string;
  name: string;
  contentType: string;
}

/** The same limits as the server, checked first so the message comes before the upload. */
export function fileProblem(file: File, allowPdf: boolean): string | null {
  const isPdf = file.type === 'application/pdf';
  if (!PICTURE_TYPES.includes(file.type) && !(allowPdf && isPdf)) return allowPdf ? 'fileType' : 'imageType';
  if (file.size > (isPdf ? PDF_MAX_BYTES : PICTURE_MAX_BYTES)) return isPdf ? 'pdfSize' : 'imageSize';
  return null;
}

/** A button that opens the file chooser, checks the file and uploads it through the API. */
export function useUpload(
  communityID: string,
  allowPdf: boolean,
  onDone: (f: PostFile) => void,
  testId: string,
) {
  const { t } = useTranslation('announcement');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, allowPdf);
    if (problem) return void message.error(t(`validation.${problem}`));
    setBusy(true);
    try {
      onDone(await uploadPostFile(communityID, file));
    } catch (e) {
      message.error(t('uploadFailed', { error: (e as Error).message }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const element = (
    <input
      ref={input}
      type="file"
      style={{ display: 'none' }}
      accept={allowPdf ? `${PICTURE_TYPES.join(',')},application/pdf` : PICTURE_TYPES.join(',')}
      onChange={(e) => pick(e.target.files?.[0])}
      data-testid={testId}
    />
  );
  return { element, busy, open: () => input.current?.click() };
}

interface CoverProps {
  communityID: string;
  value?: PostFile | null;
  onChange?: (v: PostFile | null) => void;
}

export function CoverField({ communityID, value, onChange }: CoverProps) {
  const { t } = useTranslation('announcement');
  const upload = useUpload(communityID, false, (f) => onChange?.(f), 'cover-input');
  return (
    <div className="post-files">
      {upload.element}
      {value && <img className="post-files__cover" src={value.url} alt={t('form.coverAlt')} />}
      <div className="post-files__row">
        <Button icon={<PictureOutlined />} loading={upload.busy} onClick={upload.open}>
          {value ? t('form.coverChange') : t('form.coverAdd')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('form.remove')}
          </Button>
        )}
      </div>
      <span className="muted post-files__hint">{t('form.coverHint')}</span>
    </div>
  );
}

interface AttachmentProps {
  communityID: string;
  value?: PostFile[];
  onChange?: (v: PostFile[]) => void;
}

export function AttachmentsField({ communityID, value = [], onChange }: AttachmentProps) {
  const { t } = useTranslation('announcement');
  const upload = useUpload(communityID, true, (f) => onChange?.([...value, f]), 'attachment-input');
  return (
    <div className="post-files">
      {upload.element}
      {value.length > 0 && (
        <ul className="post-files__list">
          {value.map((f) => (
            <li key={f.fileID}>
              {f.contentType === 'application/pdf' ? <FilePdfOutlined /> : <PictureOutlined />}
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('form.removeFile', { name: f.name })}
                onClick={() => onChange?.(value.filter((x) => x.fileID !== f.fileID))}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        icon={<PaperClipOutlined />}
        loading={upload.busy}
        disabled={value.length >= MAX_ATTACHMENTS}
        onClick={upload.open}
      >
        {t('form.attachmentAdd')}
      </Button>
      <span className="muted post-files__hint">{t('form.attachmentHint', { max: MAX_ATTACHMENTS })}</span>
    </div>
  );
}
