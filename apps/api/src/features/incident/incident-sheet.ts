import type { Lang } from '@cc/contracts/i18n';
import { localStamp } from '../../platform/time/zone-clock';
import type { IncidentRow } from './incident-queries';

/** The sheet's column headings, in the reader's language. */
const HEADINGS: Record<Lang, readonly string[]> = {
  th: ['เลขที่', 'เวลาเกิดเหตุ', 'ประเภท', 'ความรุนแรง', 'สถานที่', 'รายละเอียด', 'สถานะ', 'ผู้แจ้ง', 'เวลาแจ้ง', 'รูป'],
  en: [
    'No.',
    'Occurred',
    'Category',
    'Severity',
    'Place',
    'Description',
    'Status',
    'Reported by',
    'Reported',
    'Photos',
  ],
  zh: ['编号', '发生时间', '类别', '严重程度', '地点', '描述', '状态', '报告人', '报告时间', '照片'],
  ar: [
    'الرقم',
    'وقت الحدوث',
    'الفئة',
    'الخطورة',
    'المكان',
    'الوصف',
    'الحالة',
    'المُبلِّغ',
    'وقت الإبلاغ',
    'الصور',
  ],
  it: [
    'N.',
    'Avvenuto',
    'Categoria',
    'Gravità',
    'Luogo',
    'Descrizione',
    'Stato',
    'Segnalato da',
    'Segnalato',
    'Foto',
  ],
  es: [
    'N.º',
    'Ocurrió',
    'Categoría',
    'Gravedad',
    'Lugar',
    'Descripción',
    'Estado',
    'Reportado por',
    'Reportado',
    'Fotos',
  ],
  fr: [
    'N°',
    'Survenu',
    'Catégorie',
    'Gravité',
    'Lieu',
    'Description',
    'Statut',
    'Signalé par',
    'Signalé',
    'Photos',
  ],
};
export const SHEET_NAMES: Record<Lang, string> = {
  th: 'เหตุการณ์',
  en: 'Incidents',
  zh: '事件',
  ar: 'الحوادث',
  it: 'Incidenti',
  es: 'Incidentes',
  fr: 'Incidents',
};

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const cell = (value: string | number) => ({ value });

/** The incidents as one sheet: a heading row, then one row each, times in the community's zone. */
export function incidentSheet(rows: IncidentRow[], timeZone: string, lang: Lang) {
  return [
    {
      sheet: SHEET_NAMES[lang],
      data: [
        HEADINGS[lang].map(head),
        ...rows.map((r) => [
          cell(r.no),
          cell(localStamp(r.occurredAt, timeZone)),
          cell(r.category),
          cell(r.severity),
          cell(r.place),
          cell(r.description),
          cell(r.cancelReason ? `${r.status} (${r.cancelReason})` : r.status),
          cell(r.reporterName),
          cell(localStamp(r.createdAt, timeZone)),
          cell(r.photos.length),
        ]),
      ],
    },
  ];
}
