import type { AreaNames } from './names';

const LANGS = ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;

/** The page's words in each console language; the area's own name comes from shared/locales. */
const WORDS: Record<(typeof LANGS)[number], { title: string; created: string; empty: string }> = {
  th: { title: 'ชื่อรายการ', created: 'สร้างเมื่อ', empty: 'ยังไม่มีรายการ' },
  en: { title: 'Title', created: 'Created', empty: 'No items yet' },
  zh: { title: '标题', created: '创建时间', empty: '暂无项目' },
  ar: { title: 'العنوان', created: 'تاريخ الإنشاء', empty: 'لا توجد عناصر بعد' },
  it: { title: 'Titolo', created: 'Creato il', empty: 'Ancora nessun elemento' },
  es: { title: 'Título', created: 'Creado', empty: 'Todavía no hay elementos' },
  fr: { title: 'Titre', created: 'Créé le', empty: 'Aucun élément pour le moment' },
};

/** The console side of a new area: manifest, query factory and hook, one page, seven locales. */
export function webFiles(n: AreaNames): Record<string, string> {
  const dir = `apps/web/src/features/${n.key}`;
  const files: Record<string, string> = {
    [`${dir}/index.ts`]: `import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

export const ${n.camel}Manifest: FeatureManifest<'${n.key}'> = {
  key: '${n.key}',
  pages: {
    '${n.route}': lazy(() => import('./pages/${n.key}-page').then((m) => ({ default: m.${n.pascal}Page }))),
  },
};
`,
    [`${dir}/api/${n.key}.ts`]: `import { ${n.camel}Ops } from '@cc/contracts/${n.key}';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The area's keys (convention in shared/api/query-keys). */
export const ${n.camel}Keys = {
  all: (communityID: string) => communityKey('${n.key}', communityID),
  items: (communityID: string) => [...${n.camel}Keys.all(communityID), 'items'] as const,
};

export const ${n.camel}ItemsQuery = (communityID: string) =>
  queryOptions({
    queryKey: ${n.camel}Keys.items(communityID),
    queryFn: async () => (await callOp(${n.camel}Ops.list, { query: { communityID } })).items,
  });

export const use${n.pascal}Items = () => useQuery(${n.camel}ItemsQuery(useCommunityID()));
`,
    [`${dir}/pages/${n.key}-page.tsx`]: `import type { ${n.pascal}Item } from '@cc/contracts/${n.key}';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { PageHeader } from '../../../shared/ui/page-header';
import { use${n.pascal}Items } from '../api/${n.key}';

/** /dashboard/${n.route}: the community's items, newest first. */
export function ${n.pascal}Page() {
  const { t } = useTranslation('${n.key}');
  const { data, error, isPending } = use${n.pascal}Items();
  return (
    <div>
      <PageHeader title={t('shared:areas.${n.key}')} />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        <Table<${n.pascal}Item>
          rowKey="itemID"
          loading={isPending}
          dataSource={data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          columns={[
            { key: 'title', title: t('columns.title'), dataIndex: 'title' },
            { key: 'createdAt', title: t('columns.created'), render: (_, item) => formatDate(item.createdAt) },
          ]}
        />
      )}
    </div>
  );
}
`,
  };
  for (const lang of LANGS) {
    const w = WORDS[lang];
    files[`${dir}/locales/${lang}.json`] = `${JSON.stringify(
      { columns: { title: w.title, created: w.created }, empty: w.empty },
      null,
      2,
    )}\n`;
  }
  return files;
}
