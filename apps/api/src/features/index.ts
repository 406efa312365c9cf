import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../platform/services';
import { accountFeature } from './account';
import { announcementFeature } from './announcement';
import { communityFeature } from './community/routes';
import { directoryFeature } from './directory';
import { newsUpdateFeature } from './news-update';
import { notificationFeature } from './notification';
import { parcelFeature } from './parcel';
import { phonebookFeature } from './phonebook';
import { settingFeature } from './settings';

/** Every feature plugin, by name; buildApp registers them in this order. No autoloading. */
export const FEATURE_PLUGINS: Record<string, (app: FastifyInstance, s: AppServices) => Promise<void>> = {
  account: accountFeature,
  community: communityFeature,
  notification: notificationFeature,
  directory: directoryFeature,
  phonebook: phonebookFeature,
  settings: settingFeature,
  announcement: announcementFeature,
  'news-update': newsUpdateFeature,
  parcel: parcelFeature,
};
