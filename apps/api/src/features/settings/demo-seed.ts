import type { SeedPart } from '../../platform/feature/define-feature';
import { communityContacts } from './tables';

/** Each demo community's legal entity and office contact. */
export const seedDemoContacts: SeedPart = async (tx, { communities }) => {
  for (const [i, c] of communities.entries()) {
    await tx.insert(communityContacts).values({
      communityId: c.id,
      legalName: `นิติบุคคล${c.name}`,
      taxId: `099${String(3_000_000_001 + i * 1_234_567).padStart(10, '0')}`,
      phone: '02-123-4567',
      email: `office.${c.id}@demo.test`,
      lineId: `@${c.id.split('-')[0]}`,
      officeHours: 'จันทร์-เสาร์ 08:30-17:30',
    });
  }
};
