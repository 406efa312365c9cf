import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

export const communities = pgTable('communities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['CONDO', 'VILLAGE'] })
    .notNull()
    .default('CONDO'),
  imageUrl: text('image_url'),
  address: text('address'),
  timeZone: text('time_zone').notNull().default('Asia/Bangkok'),
  currency: text('currency').notNull().default('THB'),
  usageStatus: text('usage_status', { enum: ['ACTIVE', 'SYSTEM_OFF'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['RESIDENT', 'COMMITTEE', 'PMC', 'ADMIN', 'GUARD'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.communityId] }),
    index('memberships_community_idx').on(t.communityId),
  ],
);

export const communityFeatures = pgTable(
  'community_features',
  {
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    featureEnum: text('feature_enum').notNull(),
    isEnable: boolean('is_enable').notNull(),
    isVisible: boolean('is_visible').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.featureEnum] })],
);

/** The community's own copy of the permission matrix; the guard enforces this, not the defaults. */
export const communityRolePermissions = pgTable(
  'community_role_permissions',
  {
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.role, t.permission] })],
);
