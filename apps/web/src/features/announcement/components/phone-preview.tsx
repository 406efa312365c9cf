import { PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostFormValues } from '../form-values';
import { CategoryTag } from './category-tag';
import { PostBody } from './post-body';

interface Props {
  values: PostFormValues;
  /** The body as the server will store it (sanitised), or null while it is being fetched. */
  body: string | null;
  bodyFormat: 'PLAIN' | 'HTML';
  reach: { units: number | null; residents: number | null } | null;
}

/** The post as a resident sees it in the app: a phone-width card. */
export function PhonePreview({ values, body, bodyFormat, reach }: Props) {
  const { t } = useTranslation('announcement');
  return (
    <aside className="phone-preview" aria-label={t('preview.title')} data-testid="phone-preview">
      <div className="phone-preview__label">{t('preview.title')}</div>
      <div className="phone-preview__frame">
        <article className="phone-preview__card">
          {values.cover && <img className="phone-preview__cover" src={values.cover.url} alt="" />}
          <div className="phone-preview__meta">
            <CategoryTag category={values.category} />
            {values.pinned && <PushpinFilled aria-label={t('pinned')} />}
          </div>
          <h3 className="phone-preview__title" dir="auto">
            {values.title || t('preview.noTitle')}
          </h3>
          {body === null ? (
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          ) : body ? (
            <PostBody body={body} bodyFormat={bodyFormat} />
          ) : (
            <p className="muted">{t('preview.noBody')}</p>
          )}
          {values.attachments.length > 0 && (
            <ul className="phone-preview__files">
              {values.attachments.map((f) => (
                <li key={f.fileID}>
                  <PaperClipOutlined /> {f.name}
                </li>
              ))}
            </ul>
          )}
        </article>
      </div>
      {reach?.residents != null && (
        <p className="muted phone-preview__reach" data-testid="preview-reach">
          {t('preview.reach', { units: reach.units ?? 0, residents: reach.residents })}
        </p>
      )}
    </aside>
  );
}
