import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { SEARCH_MAX } from '@cc/contracts/paging';
import { Button, Input, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import type { Tab } from '../api/post-queries';
import { useLivePosts } from '../api/use-live-posts';
import { PostDetail } from '../components/post-detail';
import { PostList } from '../components/post-list';
import '../announcement.css';

const ReportView = lazy(() => import('./report-view').then((m) => ({ default: m.ReportView })));

/** In the spec's order: published, drafts awaiting publication, scheduled, expired. */
const TABS: readonly Tab[] = ['PUBLISHED', 'DRAFT', 'SCHEDULED', 'EXPIRED'];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * announcement: manage posts (?tab= published, drafts, scheduled, expired; ?q= search;
 * ?announcementID= opens one, as the residents' notification links do), or ?view=report.
 */
export function ManagePage() {
  const { t } = useTranslation('announcement');
  const [params, setParams] = useSearchParams();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  useLivePosts(communityID);
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'PUBLISHED';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
    setParams(next);
  };
  if (params.get('view') === 'report')
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <ReportView communityID={communityID} timeZone={timeZone} />
      </Suspense>
    );
  return (
    <section className="announcement">
      <div className="announcement__head">
        <h1 className="page-title">{t('page.manage')}</h1>
        <div className="announcement__head-actions">
          <Link to="/dashboard/announcement?view=report">
            <Button icon={<BarChartOutlined />}>{t('menu.report')}</Button>
          </Link>
          <Link to="/dashboard/announcement/newpost">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('menu.newPost')}
            </Button>
          </Link>
        </div>
      </div>
      <div className="cc-card announcement__panel">
        <Tabs
          activeKey={tab}
          onChange={(k) => update({ tab: k })}
          items={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
        />
        <Input.Search
          className="announcement__search"
          allowClear
          value={search}
          maxLength={SEARCH_MAX}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => update({ q: v.trim() || null })}
        />
        <PostList
          communityID={communityID}
          timeZone={timeZone}
          tab={tab}
          q={q}
          onOpen={(id) => update({ announcementID: id })}
        />
      </div>
      <PostDetail
        communityID={communityID}
        timeZone={timeZone}
        announcementID={params.get('announcementID')}
        onClose={() => update({ announcementID: null })}
      />
    </section>
  );
}
