import type { SeedPart } from '../../platform/feature/define-feature';
import { losservicesItems } from './tables';

const DEMO_TITLES = ['รายการตัวอย่างที่หนึ่ง', 'รายการตัวอย่างที่สอง', 'รายการตัวอย่างที่สาม'];

/** A few items in every demo community, so the area's page is not empty on first look. */
export const seedDemoLosservices: SeedPart = async (tx, { communities }) => {
  for (const c of communities) {
    await tx.insert(losservicesItems).values(DEMO_TITLES.map((title) => ({ communityId: c.id, title })));
  }
};
