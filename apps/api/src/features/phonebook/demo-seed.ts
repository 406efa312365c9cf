import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { phonebookCategories, phonebookEntries } from './tables';

const PHONEBOOK: [
  string,
  'OFFICE' | 'SECURITY' | 'POLICE' | 'HOSPITAL' | 'FIRE' | 'UTILITY',
  [string, string[], string?][],
][] = [
  [
    'สำนักงานนิติบุคคล',
    'OFFICE',
    [
      ['ฝ่ายนิติบุคคล', ['02-123-4567', '081-234-5678'], 'จันทร์-เสาร์ 08:30-17:30'],
      ['ฝ่ายช่าง', ['02-123-4568']],
    ],
  ],
  [
    'ป้อมยาม',
    'SECURITY',
    [
      ['ป้อมยามหน้า', ['02-123-4500']],
      ['หัวหน้า รปภ.', ['089-765-4321'], 'ตลอด 24 ชั่วโมง'],
    ],
  ],
  [
    'ตำรวจ',
    'POLICE',
    [
      ['เหตุด่วนเหตุร้าย', ['191']],
      ['สถานีตำรวจนครบาลในพื้นที่', ['02-437-0000']],
    ],
  ],
  [
    'โรงพยาบาล',
    'HOSPITAL',
    [
      ['การแพทย์ฉุกเฉิน', ['1669']],
      ['โรงพยาบาลใกล้เคียง', ['02-438-9000']],
    ],
  ],
  ['ดับเพลิง', 'FIRE', [['แจ้งเหตุเพลิงไหม้', ['199']]]],
  [
    'สาธารณูปโภค',
    'UTILITY',
    [
      ['การไฟฟ้านครหลวง', ['1130']],
      ['การประปานครหลวง', ['1125']],
    ],
  ],
];

async function seedPhonebook(tx: Executor, communityId: string) {
  for (const [i, [name, kind, entries]] of PHONEBOOK.entries()) {
    const [c] = await tx
      .insert(phonebookCategories)
      .values({ communityId, name, kind, sortOrder: i + 1 })
      .returning({ id: phonebookCategories.id });
    await tx.insert(phonebookEntries).values(
      entries.map(([entry, numbers, note], j) => ({
        communityId,
        categoryId: c!.id,
        name: entry,
        numbers,
        note: note ?? null,
        sortOrder: j + 1,
      })),
    );
  }
}

/** The demo phonebook: the same categories and numbers in every demo community. */
export const seedDemoPhonebook: SeedPart = async (tx, { communities }) => {
  for (const c of communities) await seedPhonebook(tx, c.id);
};
