import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { communities } from '../../platform/tenancy/tables';

/** The community's legal entity (นิติบุคคล) and how to reach its office. */
export const communityContacts = pgTable('community_contacts', {
  communityId: text('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  taxId: text('tax_id'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  lineId: text('line_id'),
  officeHours: text('office_hours'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
