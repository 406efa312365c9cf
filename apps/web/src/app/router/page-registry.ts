import { announcementManifest } from '../../features/announcement';
import { directoryManifest } from '../../features/directory';
import { guardosManifest } from '../../features/guardos';
import { homeManifest } from '../../features/home';
import { parcelManifest } from '../../features/parcel';
import { phonebookManifest } from '../../features/phonebook';
import { profileManifest } from '../../features/profile';
import { communityInfoManifest, settingsManifest } from '../../features/settings';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Feature folders that have pages, by registry key. An area missing here, or a route its
 * manifest does not list, shows the under-construction page; a unit test checks every manifest
 * key and route exists in the registry.
 */
export const FEATURE_MANIFESTS: readonly FeatureManifest[] = [
  homeManifest,
  profileManifest,
  guardosManifest,
  announcementManifest,
  directoryManifest,
  parcelManifest,
  phonebookManifest,
  settingsManifest,
  communityInfoManifest,
];

const byKey = new Map(FEATURE_MANIFESTS.map((m) => [m.key, m]));

export const pageFor = (areaKey: string, route: string) => byKey.get(areaKey)?.pages[route];

export const cardFor = (areaKey: string) => byKey.get(areaKey)?.card;

export const menuFor = (areaKey: string) => byKey.get(areaKey)?.menu;
