import type { AreaKey } from '@cc/contracts/features';
import type { Feature } from '../platform/feature/define-feature';
import type { SharedReaders } from '../platform/feature/shared-readers';
import { accountModule } from './account';
import { agmmeetingModule } from './agmmeeting';
import { announcementModule } from './announcement';
import { billingModule } from './billing';
import { chatModule } from './chat';
import { communityModule } from './community';
import { directoryModule } from './directory';
import { facilitybookingModule } from './facilitybooking';
import { guardosModule } from './guardos';
import { homeModule } from './home';
import { incidentModule } from './incident';
import { readSosSetting } from './incident/sos-queries';
import { issuetrackingModule } from './issuetracking';
import { losservicesModule } from './losservices';
import { newsUpdateModule } from './news-update';
import { notificationModule } from './notification';
import { notifyChannelModule } from './notify-channel';
import { parcelModule } from './parcel';
import { patrolModule } from './patrol';
import { phonebookModule } from './phonebook';
import { recyclingModule } from './recycling';
import { regulationModule } from './regulation';
import { repairModule } from './repair';
import { reportFeature } from './report';
import { settingsModule } from './settings';
import { suggestionModule } from './suggestion';
import { tutorialModule } from './tutorial';
import { utilModule } from './util';
import { vmsModule } from './vms';

/** A registry area's module: its key is the area's own, so a feature cannot be wired under another. */
type AreaModules = { readonly [K in AreaKey]: (Feature & { key: K }) | null };

/**
 * Every area of the registry, by key: its feature module, or null while the area is not built.
 * An area added to the registry and not written here fails to compile. The console-only pages
 * (home, profile, communityInfo, ...) are served by the platform features below.
 */
export const AREA_FEATURES = {
  directory: directoryModule,
  phonebook: phonebookModule,
  settings: settingsModule,
  parcel: parcelModule,
  announcement: announcementModule,
  '': null,
  issuetracking: issuetrackingModule,
  facilitybooking: facilitybookingModule,
  billing: billingModule,
  suggestion: suggestionModule,
  repair: repairModule,
  chat: chatModule,
  regulation: regulationModule,
  recycling: recyclingModule,
  agmmeeting: agmmeetingModule,
  losservices: losservicesModule,
  vms: vmsModule,
  patrol: patrolModule,
  incident: incidentModule,
  tutorial: tutorialModule,
  profile: null,
  communityInfo: null,
  guardos: guardosModule,
  blankPage: null,
  authCheck: null,
} as const satisfies AreaModules;

/** Features that are no area of the registry: sign-in and accounts, communities, the inbox, news, the landing. */
export const PLATFORM_FEATURES = {
  // First: its activity hooks then sit on the root before any feature registers routes.
  // It reads the feature list (for the monthly figures) when asked, never importing a feature.
  report: reportFeature(() => ALL_FEATURES),
  account: accountModule,
  community: communityModule,
  notification: notificationModule,
  'news-update': newsUpdateModule,
  home: homeModule,
  'notify-channel': notifyChannelModule,
  util: utilModule,
} as const satisfies { readonly [K in string]: Feature & { key: K } };

/**
 * Every feature, in the order buildApp registers them and the demo data is seeded: the platform
 * features, then the built areas in the order written above (each seed part may read the rows
 * of the ones before it).
 */
export const ALL_FEATURES: readonly Feature[] = [
  ...Object.values(PLATFORM_FEATURES),
  ...Object.values(AREA_FEATURES).filter((f) => f !== null),
];

/** The reads one area keeps and another shows (platform/feature/shared-readers.ts). */
export const SHARED_READERS: SharedReaders = {
  sosSetting: readSosSetting,
};
