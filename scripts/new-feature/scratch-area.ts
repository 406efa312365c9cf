/**
 * Adds a scratch area to this copy's registry (a feature enum, an area with a sidebar item, its
 * unbuilt entries on both sides and its sidebar label in every language), so the generator check
 * still has an area to write once every real one is built. Prints its key. Only ever run in the
 * check's scratch copy: each edit refuses when the text it anchors on has moved.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const SCRATCH_AREA = 'generatorcheck';
const edit = (path: string, find: string, replace: string) => {
  const text = readFileSync(path, 'utf8');
  if (!text.includes(find))
    throw new Error(`${path}: no ${JSON.stringify(find)} to add the scratch area after`);
  writeFileSync(path, text.replace(find, replace));
};

edit(
  'packages/contracts/src/features.ts',
  "  'SETTING',\n] as const;",
  "  'SETTING',\n  'GENERATOR_CHECK',\n] as const;",
);
edit(
  'packages/contracts/src/features.ts',
  "  area({ key: 'authCheck', routes: ['authCheck'], availability: 'always' }),\n",
  "  area({ key: 'authCheck', routes: ['authCheck'], availability: 'always' }),\n  area({\n    key: 'generatorcheck',\n    featureEnum: 'GENERATOR_CHECK',\n    routes: ['generatorcheck'],\n    sidebarOrder: 99,\n  }),\n",
);
edit(
  'apps/api/src/features/index.ts',
  '  authCheck: null,\n',
  '  authCheck: null,\n  generatorcheck: null,\n',
);
edit(
  'apps/web/src/app/router/page-registry.ts',
  '  authCheck: null,\n',
  '  authCheck: null,\n  generatorcheck: null,\n',
);
for (const lang of ['ar', 'en', 'es', 'fr', 'it', 'th', 'zh'])
  edit(
    `apps/web/src/shared/locales/${lang}.json`,
    '    "tutorial": ',
    '    "generatorcheck": "Generator check",\n    "tutorial": ',
  );
console.log(SCRATCH_AREA);
