import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_AREAS } from '@cc/contracts/features';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './source-files';

/**
 * Feature folders that are not areas of the registry: they have no sidebar item or feature flag
 * of their own. Every other feature folder, on either side, is named by its registry key.
 */
const NON_AREA_FOLDERS: Record<string, string> = {
  account: 'sign-in, tokens and the profile behind every area (api)',
  auth: 'the sign-in and password pages (web)',
  appearance: "the console's theme and language (web)",
  community: "the caller's communities and the switch between them (api)",
  home: "the landing page, the registry's area with the empty key (web)",
  'news-update': "the operator's what's-new notes, shown over every page",
  notification: 'the bell and inbox that every area posts to',
  report: "reports across areas: user activity and the committee's monthly report (api)",
  'notify-channel':
    "office alerts: staff notifications copied to LINE, Telegram or a webhook (api; the web's is a settings tab)",
  util: "what the residents' app asks at start: app version, phone check, feature status, uploads, SOS (api)",
};

const AREA_KEYS: readonly string[] = FEATURE_AREAS.map((a) => a.key).filter((k) => k !== '');

const featureFolders = (side: 'api' | 'web') =>
  readdirSync(join(REPO_ROOT, 'apps', side, 'src', 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** One spelling per area: `setting` and `settings`, or `newsupdate` and `news-update`, are one. */
const folded = (name: string) => name.toLowerCase().replaceAll('-', '').replace(/s$/, '');

describe('feature folder names', () => {
  const api = featureFolders('api');
  const web = featureFolders('web');

  it('are registry area keys or declared non-area folders, on both sides', () => {
    const known = new Set([...AREA_KEYS, ...Object.keys(NON_AREA_FOLDERS)]);
    expect(api.filter((f) => !known.has(f))).toEqual([]);
    expect(web.filter((f) => !known.has(f))).toEqual([]);
  });

  it('spell each area one way across the api, the web and the registry', () => {
    const names = [...new Set([...api, ...web, ...AREA_KEYS, ...Object.keys(NON_AREA_FOLDERS)])];
    const clashes = names.filter((n) => names.some((m) => m !== n && folded(m) === folded(n)));
    expect(clashes).toEqual([]);
  });

  it('declare only non-area folders that exist and are not areas', () => {
    for (const name of Object.keys(NON_AREA_FOLDERS)) {
      expect(AREA_KEYS, name).not.toContain(name);
      expect([...api, ...web], name).toContain(name);
    }
  });

  it('would catch a second spelling', () => {
    expect(folded('setting')).toBe(folded('settings'));
    expect(folded('newsupdate')).toBe(folded('news-update'));
  });
});
