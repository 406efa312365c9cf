import { thaiIdCheckDigit } from '@cc/contracts/vms-id';
import { VISITOR_TYPES } from '@cc/contracts/vms-records';
import type { SeedPart } from '../../platform/feature/define-feature';
import { vmsAdminSettings } from './tables';

const COMMUNITY = 'riverside-condo';
const TAX_FIRST12 = '099355401234';

/** The demo condo's gate settings: two gates, forty badges, one plate the office lets in, a receipt header. */
export const seedDemoVmsSettings: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  await tx.insert(vmsAdminSettings).values({
    communityId: COMMUNITY,
    utility: {
      gates: ['ประตูหน้า (ถนนเจริญกรุง)', 'ประตูหลัง (ลานจอดรถ)'],
      visitorTypes: [...VISITOR_TYPES],
      photoRequired: false,
      plateRequired: true,
      badges: Array.from({ length: 40 }, (_, i) => `V-${String(i + 1).padStart(2, '0')}`),
      overridePlates: ['กท 9999'],
    },
    account: {
      receiptName: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์ คอนโดมิเนียม',
      addressLines: ['1234 ถนนเจริญกรุง แขวงบางคอแหลม', 'เขตบางคอแหลม กรุงเทพมหานคร 10120'],
      taxID: `${TAX_FIRST12}${thaiIdCheckDigit(TAX_FIRST12)}`,
      promptPayID: '0812345678',
    },
    documents: {
      slipHeader: 'ริเวอร์ไซด์ คอนโดมิเนียม · บัตรผู้มาติดต่อ',
      slipFooter: 'กรุณาคืนบัตรและประทับตราที่ห้องก่อนออก ขอบคุณครับ',
      acceptedDocuments: ['THAI_ID', 'PASSPORT', 'DRIVING_LICENCE', 'OTHER'],
      retentionDays: 90,
    },
  });
};
