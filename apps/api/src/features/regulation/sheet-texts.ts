import type { Lang } from '@cc/contracts/i18n';

interface SheetTexts {
  sheet: string;
  unit: string;
  building: string;
  read: string;
  acknowledged: string;
}

/** The report sheet's words in the reader's language. */
export const SHEET_TEXTS: Record<Lang, SheetTexts> = {
  th: { sheet: 'การรับทราบ', unit: 'ห้อง', building: 'อาคาร', read: 'อ่านเมื่อ', acknowledged: 'รับทราบเมื่อ' },
  en: {
    sheet: 'Acknowledgements',
    unit: 'Unit',
    building: 'Building',
    read: 'Read at',
    acknowledged: 'Acknowledged at',
  },
  zh: { sheet: '确认情况', unit: '单元', building: '楼栋', read: '阅读时间', acknowledged: '确认时间' },
  ar: {
    sheet: 'الإقرارات',
    unit: 'الوحدة',
    building: 'المبنى',
    read: 'وقت القراءة',
    acknowledged: 'وقت الإقرار',
  },
  it: {
    sheet: 'Prese visione',
    unit: 'Unità',
    building: 'Edificio',
    read: 'Letto il',
    acknowledged: 'Presa visione il',
  },
  es: {
    sheet: 'Confirmaciones',
    unit: 'Unidad',
    building: 'Edificio',
    read: 'Leído el',
    acknowledged: 'Confirmado el',
  },
  fr: {
    sheet: 'Prises de connaissance',
    unit: 'Logement',
    building: 'Bâtiment',
    read: 'Lu le',
    acknowledged: 'Pris connaissance le',
  },
};
