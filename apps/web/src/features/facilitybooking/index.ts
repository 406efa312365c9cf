import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature-manifest';

/**
 * Facility booking: the facilities with today's use, the booking calendar (its own lazy chunk,
 * FullCalendar inside), the office's bookings table, a facility's detail with its events and
 * utilisation, the facility form, the settings, and the dashboard card.
 */
export const facilitybookingManifest: FeatureManifest<'facilitybooking'> = {
  key: 'facilitybooking',
  pages: {
    facilitybooking: lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage }))),
    'facilitybooking/booking': lazy(() =>
      import('./pages/calendar-page').then((m) => ({ default: m.CalendarPage })),
    ),
    'facilitybooking/mybooking': lazy(() =>
      import('./pages/my-bookings-page').then((m) => ({ default: m.MyBookingsPage })),
    ),
    'facilitybooking/management': lazy(() =>
      import('./pages/management-page').then((m) => ({ default: m.ManagementPage })),
    ),
    'facilitybooking/preference': lazy(() =>
      import('./pages/preference-page').then((m) => ({ default: m.PreferencePage })),
    ),
    'facilitybooking/add': lazy(() =>
      import('./pages/add-facility-page').then((m) => ({ default: m.AddFacilityPage })),
    ),
    'facilitybooking/management/detail': lazy(() =>
      import('./pages/facility-detail-page').then((m) => ({ default: m.FacilityDetailPage })),
    ),
    'facilitybooking/management/detail/edit': lazy(() =>
      import('./pages/edit-facility-page').then((m) => ({ default: m.EditFacilityPage })),
    ),
  },
  // Spec 2's labels; "edit" opens from a facility's detail, not the sidebar.
  menu: [
    { route: 'facilitybooking/mybooking', labelKey: 'facilitybooking:menu.my' },
    { route: 'facilitybooking/booking', labelKey: 'facilitybooking:menu.calendar' },
    { route: 'facilitybooking/management', labelKey: 'facilitybooking:menu.management' },
    { route: 'facilitybooking/preference', labelKey: 'facilitybooking:menu.preference' },
    { route: 'facilitybooking/add', labelKey: 'facilitybooking:menu.add' },
  ],
  card: lazy(() => import('./components/summary-card').then((m) => ({ default: m.SummaryCard }))),
};
