import type { AreaKey } from '@cc/contracts/features';
import { agmmeetingManifest } from '../../features/agmmeeting';
import { announcementManifest } from '../../features/announcement';
import { billingManifest } from '../../features/billing';
import { chatManifest } from '../../features/chat';
import { directoryManifest } from '../../features/directory';
import { facilitybookingManifest } from '../../features/facilitybooking';
import { guardosManifest } from '../../features/guardos';
import { homeManifest } from '../../features/home';
import { incidentManifest } from '../../features/incident';
import { issuetrackingManifest } from '../../features/issuetracking';
import { losservicesManifest } from '../../features/losservices';
import { parcelManifest } from '../../features/parcel';
import { patrolManifest } from '../../features/patrol';
import { phonebookManifest } from '../../features/phonebook';
import { profileManifest } from '../../features/profile';
import { recyclingManifest } from '../../features/recycling';
import { regulationManifest } from '../../features/regulation';
import { repairManifest } from '../../features/repair';
import { communityInfoManifest, settingsManifest } from '../../features/settings';
import { suggestionManifest } from '../../features/suggestion';
import { tutorialManifest } from '../../features/tutorial';
import { vmsManifest } from '../../features/vms';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Every registry area, by key, with the manifest of its feature folder, or null while the area
 * has no pages yet (those routes show the under-construction page). Typed by the registry: an
 * area added there and not listed here, or a manifest filed under another area's key, fails tsc.
 */
export const FEATURE_MANIFESTS = {
  '': homeManifest,
  issuetracking: issuetrackingManifest,
  parcel: parcelManifest,
  directory: directoryManifest,
  announcement: announcementManifest,
  facilitybooking: facilitybookingManifest,
  billing: billingManifest,
  suggestion: suggestionManifest,
  repair: repairManifest,
  chat: chatManifest,
  phonebook: phonebookManifest,
  regulation: regulationManifest,
  recycling: recyclingManifest,
  agmmeeting: agmmeetingManifest,
  losservices: losservicesManifest,
  vms: vmsManifest,
  patrol: patrolManifest,
  incident: incidentManifest,
  tutorial: tutorialManifest,
  settings: settingsManifest,
  profile: profileManifest,
  communityInfo: communityInfoManifest,
  guardos: guardosManifest,
  blankPage: null,
  authCheck: null,
} as const satisfies { [K in AreaKey]: FeatureManifest<K> | null };

/** The manifests that exist, for walks over every page (routes, tests). */
export const BUILT_MANIFESTS: readonly FeatureManifest[] = Object.values(FEATURE_MANIFESTS).filter(
  (m): m is NonNullable<typeof m> => m !== null,
);

const byKey = new Map<string, FeatureManifest>(BUILT_MANIFESTS.map((m) => [m.key, m]));

export const pageFor = (areaKey: string, route: string) => byKey.get(areaKey)?.pages[route];

export const cardFor = (areaKey: string) => byKey.get(areaKey)?.card;

export const menuFor = (areaKey: string) => byKey.get(areaKey)?.menu;

/** Every feature's reports-tab section, in the registry's order. */
export const REPORT_SECTIONS = BUILT_MANIFESTS.flatMap((m) =>
  m.report ? [{ areaKey: m.key, report: m.report }] : [],
);
