import type { AreaNames } from './names';

const LANGS = ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;

/** The page's words in each console language; the area's own name comes from shared/locales. */
const WORDS: Record<
  (typeof LANGS)[number],
  Record<'title' | 'created' | 'empty' | 'add' | 'save' | 'saved' | 'titleRequired' | 'titleMax', string>
> = {
  th: {
    title: 'ชื่อรายการ',
    created: 'สร้างเมื่อ',
    empty: 'ยังไม่มีรายการ',
    add: 'เพิ่มรายการ',
    save: 'บันทึก',
    saved: 'บันทึกแล้ว',
    titleRequired: 'กรุณากรอกชื่อรายการ',
    titleMax: 'ชื่อรายการยาวได้ไม่เกิน {{max}} ตัวอักษร',
  },
  en: {
    title: 'Title',
    created: 'Created',
    empty: 'No items yet',
    add: 'Add item',
    save: 'Save',
    saved: 'Saved',
    titleRequired: 'Enter a title',
    titleMax: 'A title has at most {{max}} characters',
  },
  zh: {
    title: '标题',
    created: '创建时间',
    empty: '暂无项目',
    add: '添加项目',
    save: '保存',
    saved: '已保存',
    titleRequired: '请输入标题',
    titleMax: '标题最多 {{max}} 个字符',
  },
  ar: {
    title: 'العنوان',
    created: 'تاريخ الإنشاء',
    empty: 'لا توجد عناصر بعد',
    add: 'إضافة عنصر',
    save: 'حفظ',
    saved: 'تم الحفظ',
    titleRequired: 'أدخل عنوانًا',
    titleMax: 'العنوان {{max}} حرفًا على الأكثر',
  },
  it: {
    title: 'Titolo',
    created: 'Creato il',
    empty: 'Ancora nessun elemento',
    add: 'Aggiungi elemento',
    save: 'Salva',
    saved: 'Salvato',
    titleRequired: 'Inserisci un titolo',
    titleMax: 'Il titolo ha al massimo {{max}} caratteri',
  },
  es: {
    title: 'Título',
    created: 'Creado',
    empty: 'Todavía no hay elementos',
    add: 'Añadir elemento',
    save: 'Guardar',
    saved: 'Guardado',
    titleRequired: 'Escribe un título',
    titleMax: 'El título tiene como máximo {{max}} caracteres',
  },
  fr: {
    title: 'Titre',
    created: 'Créé le',
    empty: 'Aucun élément pour le moment',
    add: 'Ajouter un élément',
    save: 'Enregistrer',
    saved: 'Enregistré',
    titleRequired: 'Saisissez un titre',
    titleMax: 'Le titre compte au plus {{max}} caractères',
  },
};

/**
 * The console side of a new area: manifest, query factory, hooks (one following the area's live
 * changes), one page with its create dialog, seven locales.
 */
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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A new item answers only itself; the area is read again so its lists keep their order. */
export function useCreate${n.pascal}Item() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callOp(${n.camel}Ops.create, { body: { communityID, title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ${n.camel}Keys.all(communityID) }),
  });
}
`,
    [`${dir}/api/use-live-${n.key}.ts`]: `import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { ${n.camel}Keys } from './${n.key}';

/** Others' changes appear on an open page without a reload: the API announces each (change${n.pascal}). */
export const useLive${n.pascal} = () => useLiveChanges('${n.featureEnum}', ${n.camel}Keys.all);
`,
    [`${dir}/components/item-dialog.tsx`]: `import { ${n.upper}_TITLE_MAX } from '@cc/contracts/${n.key}';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreate${n.pascal}Item } from '../api/${n.key}';

interface Values {
  title: string;
}

export function ItemDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('${n.key}');
  const save = useCreate${n.pascal}Item();
  return (
    <FormDialog<Values, string>
      name="item"
      open={open}
      title={t('add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={{}}
      save={save}
      toInput={(v) => v.title.trim()}
      onClose={onClose}
      focus="title"
    >
      <Form.Item
        name="title"
        label={t('columns.title')}
        rules={[
          { required: true, whitespace: true, message: t('validation.titleRequired') },
          { max: ${n.upper}_TITLE_MAX, message: t('validation.titleMax', { max: ${n.upper}_TITLE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
`,
    [`${dir}/pages/${n.key}-page.tsx`]: `import { PlusOutlined } from '@ant-design/icons';
import type { ${n.pascal}Item } from '@cc/contracts/${n.key}';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { use${n.pascal}Items } from '../api/${n.key}';
import { useLive${n.pascal} } from '../api/use-live-${n.key}';
import { ItemDialog } from '../components/item-dialog';

/** /dashboard/${n.route}: the community's items, newest first. */
export function ${n.pascal}Page() {
  const { t } = useTranslation('${n.key}');
  const canWrite = usePermissions().has('${n.featureEnum}:write');
  const { data, error, isPending } = use${n.pascal}Items();
  const [adding, setAdding] = useState(false);
  useLive${n.pascal}();
  return (
    <div>
      <PageHeader
        title={t('shared:areas.${n.key}')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
      />
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
      <ItemDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
`,
  };
  for (const lang of LANGS) {
    const w = WORDS[lang];
    files[`${dir}/locales/${lang}.json`] = `${JSON.stringify(
      {
        columns: { title: w.title, created: w.created },
        empty: w.empty,
        add: w.add,
        save: w.save,
        saved: w.saved,
        validation: { titleRequired: w.titleRequired, titleMax: w.titleMax },
      },
      null,
      2,
    )}\n`;
  }
  return files;
}
