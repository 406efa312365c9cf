import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * General meetings: one page whose query picks the meeting cards, a meeting's workspace or the
 * projector view; the dashboard card counts down to the next meeting and shows its live quorum.
 */
export const agmmeetingManifest: FeatureManifest<'agmmeeting'> = {
  key: 'agmmeeting',
  pages: {
    agmmeeting: lazy(() => import('./pages/agmmeeting-page').then((m) => ({ default: m.AgmmeetingPage }))),
  },
  card: lazy(() => import('./components/meeting-home-card').then((m) => ({ default: m.MeetingHomeCard }))),
};
