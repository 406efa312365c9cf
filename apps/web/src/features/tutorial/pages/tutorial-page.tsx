import { PlusOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@cc/contracts/i18n';
import { TUTORIAL_KIND_ROUTES, TUTORIAL_KINDS, type TutorialKind } from '@cc/contracts/tutorial';
import { Alert, App, Button, Empty, Input, Segmented, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { useArchiveTutorial, useTutorial, useTutorialList } from '../api/tutorial';
import { useLiveTutorial } from '../api/use-live-tutorial';
import { ItemDialog } from '../components/item-dialog';
import { ProgressDownload } from '../components/progress-download';
import { TutorialGrid } from '../components/tutorial-grid';
import { TutorialViewer } from '../components/tutorial-viewer';
import './tutorial-page.css';

type Tab = 'ALL' | TutorialKind;

/** The edit dialog opens once the item's full text (a guide's body) is read. */
function EditDialog({ itemID, onClose }: { itemID: string; onClose: () => void }) {
  const { data } = useTutorial(itemID);
  if (!data) return null;
  return <ItemDialog open item={data} onClose={onClose} />;
}

/**
 * /dashboard/tutorial (every kind as cards) and its three routes of one kind each: videos,
 * illustrated guides, PR files. `?open=<itemID>` opens one (a notification's or a card's link).
 */
function TutorialList({ kind }: { kind?: TutorialKind }) {
  const { t } = useTranslation('tutorial');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canWrite = usePermissions().has('TUTORIAL:write');
  const [search, setSearch] = useState('');
  const [lang, setLang] = useState<Lang | undefined>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useTutorialList({ kind, lang, search: search || undefined });
  const archive = useArchiveTutorial();
  useLiveTutorial();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = params.get('open');
  const setOpen = (id: string | null) =>
    setParams((p) => {
      if (id) p.set('open', id);
      else p.delete('open');
      return p;
    });
  const tab: Tab = kind ?? 'ALL';
  const title = kind ? t(`kinds.${kind}`) : t('shared:areas.tutorial');

  return (
    <div>
      <PageHeader
        title={title}
        extra={
          canWrite && (
            <Space wrap>
              <ProgressDownload kind={kind} />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('add')}
              </Button>
            </Space>
          )
        }
      />
      <div className="tutorial-toolbar">
        <Segmented<Tab>
          value={tab}
          aria-label={t('kindsLabel')}
          options={[
            { value: 'ALL', label: t('all') },
            ...TUTORIAL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
          ]}
          onChange={(v) => navigate(`/dashboard/${v === 'ALL' ? 'tutorial' : TUTORIAL_KIND_ROUTES[v]}`)}
        />
        <Input.Search
          allowClear
          className="tutorial-toolbar__search"
          placeholder={t('search')}
          aria-label={t('search')}
          onSearch={(v) => setSearch(v.trim())}
        />
        <Select<Lang>
          allowClear
          className="tutorial-toolbar__lang"
          placeholder={t('anyLanguage')}
          aria-label={t('language')}
          value={lang}
          onChange={setLang}
          options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
      </div>
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : list.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description={search || lang ? t('noMatch') : t('empty')} />
      ) : (
        <>
          <TutorialGrid
            items={items}
            canWrite={canWrite}
            onOpen={setOpen}
            onEdit={setEditing}
            onArchive={(id) =>
              archive.mutate(id, {
                onSuccess: () => void message.success(t('archive.done')),
                onError: (e) => void message.error(errorMessageOf(e)),
              })
            }
          />
          <LoadMore query={list} shownText={t('shown', { count: items.length })} moreText={t('more')} />
        </>
      )}
      <TutorialViewer itemID={open} canWrite={canWrite} onClose={() => setOpen(null)} />
      <ItemDialog open={adding} kind={kind} onClose={() => setAdding(false)} />
      {editing && <EditDialog itemID={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

export const TutorialPage = () => <TutorialList />;
export const TutorialVideoPage = () => <TutorialList kind="VIDEO" />;
export const TutorialGuidePage = () => <TutorialList kind="GUIDE" />;
export const TutorialPrPage = () => <TutorialList kind="PR" />;
