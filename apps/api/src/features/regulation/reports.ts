import type { Lang } from '@cc/contracts/i18n';
import type { RegulationHistory, RegulationReport, RegulationSummary } from '@cc/contracts/regulation';
import { encodeKey } from '../../platform/http/keyset';
import { addDays, localDate, localStamp, startOfLocalDay } from '../../platform/time/zone-clock';
import { notFound } from './refusals';
import { documentRow, versionRow } from './regulation-queries';
import type { RegulationWork } from './regulation-work';
import {
  acknowledgementsByMonth,
  cardFacts,
  countsOf,
  figuresByBuilding,
  pendingUnits,
  publishedBetween,
  unitCount,
  unitSheetRows,
} from './report-queries';
import { SHEET_TEXTS } from './sheet-texts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
/** The history's longest window: enough for years of rules, bounded for the page. */
const HISTORY_CAP = 500;

async function publishedVersion(w: RegulationWork, versionId: string) {
  const version = await versionRow(w.tx, w.scope, versionId);
  if (!version?.publishedAt) throw notFound('REGULATION_VERSION_NOT_FOUND');
  return version;
}

export async function versionReport(
  w: RegulationWork,
  versionId: string,
  lastKey: string | undefined,
  limit: number,
): Promise<RegulationReport> {
  const version = await publishedVersion(w, versionId);
  const doc = (await documentRow(w.tx, w.scope, version.documentId))!;
  const buildings = await figuresByBuilding(w.tx, w.scope, version.id);
  const pending = await pendingUnits(w.tx, w.scope, version, lastKey, limit);
  const page = pending.slice(0, limit);
  const last = page[page.length - 1];
  const sum = (k: 'units' | 'read' | 'acknowledged') => buildings.reduce((n, b) => n + b[k], 0);
  return {
    versionID: version.id,
    documentID: doc.id,
    title: doc.title,
    versionNo: version.versionNo,
    requiresAck: version.requiresAck,
    publishedAt: iso(version.publishedAt),
    totals: { units: sum('units'), read: sum('read'), acknowledged: sum('acknowledged') },
    buildings: buildings.map((b) => ({
      buildingName: b.building_name,
      units: b.units,
      read: b.read,
      acknowledged: b.acknowledged,
    })),
    pending: page.map((p) => ({
      unitID: p.unit_id,
      unitNo: p.unit_no,
      buildingName: p.building_name,
      readAt: iso(p.read_at),
    })),
    pendingLastKey: pending.length > limit && last ? encodeKey([last.unit_no, last.unit_id]) : null,
  };
}

/** The month after a YYYY-MM month. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Versions published between two days of the community's calendar (a year back by default). */
export async function historyReport(
  w: RegulationWork,
  from?: string,
  to?: string,
): Promise<RegulationHistory> {
  const today = localDate(w.now, w.timeZone);
  const start = startOfLocalDay(from ?? addDays(today, -365), w.timeZone);
  const end = startOfLocalDay(addDays(to ?? today, 1), w.timeZone);
  const rows = await publishedBetween(w.tx, w.scope, start, end, HISTORY_CAP);
  const counts = new Map(
    (
      await countsOf(
        w.tx,
        w.scope,
        rows.map((r) => r.version_id),
      )
    ).map((c) => [c.version_id, c]),
  );
  const acks = await acknowledgementsByMonth(w.tx, w.scope, start, end, w.timeZone);
  // Every month of the window, so a chart shows the quiet months too.
  const months = new Map<string, { published: number; acknowledged: number }>();
  const last = localDate(new Date(end.getTime() - 1), w.timeZone).slice(0, 7);
  for (let m = localDate(start, w.timeZone).slice(0, 7); m <= last; m = nextMonth(m))
    months.set(m, { published: 0, acknowledged: 0 });
  const monthOf = (at: Date | string) => localDate(new Date(at), w.timeZone).slice(0, 7);
  for (const r of rows) {
    const m = months.get(monthOf(r.published_at));
    if (m) m.published += 1;
  }
  for (const a of acks) {
    const m = months.get(a.month);
    if (m) m.acknowledged = a.n;
  }
  return {
    units: await unitCount(w.tx, w.scope),
    versions: rows.map((r) => ({
      versionID: r.version_id,
      documentID: r.document_id,
      title: r.title,
      category: r.category as RegulationHistory['versions'][number]['category'],
      versionNo: r.version_no,
      status: r.status as RegulationHistory['versions'][number]['status'],
      requiresAck: r.requires_ack,
      publishedAt: iso(r.published_at)!,
      read: counts.get(r.version_id)?.read ?? 0,
      acknowledged: counts.get(r.version_id)?.acknowledged ?? 0,
    })),
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({ month, ...m })),
  };
}

export async function cardSummary(w: RegulationWork): Promise<RegulationSummary> {
  const { latest, documents } = await cardFacts(w.tx, w.scope);
  if (!latest) return { latest: null, documents };
  const [counts] = await countsOf(w.tx, w.scope, [latest.version_id]);
  return {
    documents,
    latest: {
      documentID: latest.document_id,
      versionID: latest.version_id,
      title: latest.title,
      versionNo: latest.version_no,
      figures: {
        units: await unitCount(w.tx, w.scope),
        read: counts?.read ?? 0,
        acknowledged: counts?.acknowledged ?? 0,
      },
    },
  };
}

/** Every unit and its marks, times in the community's zone, headings in the reader's language. */
export async function reportSheet(w: RegulationWork, versionId: string, lang: Lang) {
  const version = await publishedVersion(w, versionId);
  const rows = await unitSheetRows(w.tx, w.scope, version.id);
  const t = SHEET_TEXTS[lang];
  const head = (value: string) => ({ value, fontWeight: 'bold' as const });
  const stamp = (at: Date | string | null) => ({ value: at ? localStamp(new Date(at), w.timeZone) : '' });
  return [
    {
      sheet: t.sheet,
      data: [
        [t.unit, t.building, t.read, t.acknowledged].map(head),
        ...rows.map((r) => [
          { value: r.unit_no },
          { value: r.building_name ?? '' },
          stamp(r.read_at),
          stamp(r.acknowledged_at),
        ]),
      ],
    },
  ];
}
