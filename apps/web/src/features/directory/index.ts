import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

const members = () => import('./pages/member-list-page');

export const directoryManifest: FeatureManifest<'directory'> = {
  key: 'directory',
  pages: {
    directory: lazy(() =>
      import('./pages/invite-search-page').then((m) => ({ default: m.InviteSearchPage })),
    ),
    'directory/invitecodegen': lazy(() =>
      import('./pages/invite-gen-page').then((m) => ({ default: m.InviteGenPage })),
    ),
    'directory/invitecodegenpmc': lazy(() =>
      import('./pages/invite-gen-pmc-page').then((m) => ({ default: m.InviteGenPmcPage })),
    ),
    'directory/residentlist': lazy(() =>
      import('./pages/resident-list-page').then((m) => ({ default: m.ResidentListPage })),
    ),
    'directory/communitymembers': lazy(() => members().then((m) => ({ default: m.CommunityMembersPage }))),
    'directory/committeemembers': lazy(() => members().then((m) => ({ default: m.CommitteeMembersPage }))),
    'directory/pmcmembers': lazy(() => members().then((m) => ({ default: m.PmcMembersPage }))),
    'directory/room': lazy(() => import('./pages/room-page').then((m) => ({ default: m.RoomPage }))),
    'directory/room/:unitNo': lazy(() => import('./pages/unit-page').then((m) => ({ default: m.UnitPage }))),
    'directory/car': lazy(() => import('./car/pages/car-page').then((m) => ({ default: m.CarPage }))),
    'directory/car/print': lazy(() =>
      import('./car/pages/car-print-page').then((m) => ({ default: m.CarPrintPage })),
    ),
  },
  menu: [
    { route: 'directory', labelKey: 'directory:menu.inviteSearch' },
    { route: 'directory/invitecodegen', labelKey: 'directory:menu.inviteGen' },
    { route: 'directory/invitecodegenpmc', labelKey: 'directory:menu.inviteGenPmc' },
    { route: 'directory/communitymembers', labelKey: 'directory:menu.communityMembers' },
    { route: 'directory/pmcmembers', labelKey: 'directory:menu.pmcMembers' },
    { route: 'directory/committeemembers', labelKey: 'directory:menu.committeeMembers' },
    { route: 'directory/room', labelKey: 'directory:menu.room' },
    { route: 'directory/residentlist', labelKey: 'directory:menu.residentList' },
    { route: 'directory/car', labelKey: 'directory:menu.cars' },
  ],
  card: lazy(() => import('./components/directory-card').then((m) => ({ default: m.DirectoryCard }))),
};
