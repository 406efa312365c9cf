import type { TFunction } from 'i18next';

/** Which label names a field a correction changed (the recipient's three fields are one). */
const CHANGED_LABEL: Record<string, string> = {
  trackingNo: 'parcel:fields.trackingNo',
  carrier: 'parcel:fields.carrier',
  type: 'parcel:fields.type',
  unitNo: 'parcel:fields.unit',
  recipientUserId: 'parcel:fields.recipient',
  recipientName: 'parcel:fields.recipient',
  recipientPhone: 'parcel:fields.recipient',
  note: 'parcel:fields.note',
  needsNotice: 'parcel:fields.notice',
  photoUrl: 'parcel:fields.photo',
};

/** The parts of an event's detail a person wants to read: reason, collector, changed fields. */
export function eventDetail(t: TFunction, detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  if (str(detail.trackingNo)) parts.push(`${t('parcel:fields.trackingNo')}: ${str(detail.trackingNo)}`);
  const collector = detail.collector as { name?: string; kind?: string } | undefined;
  if (collector?.name)
    parts.push(
      `${t('parcel:handOut.collector')}: ${collector.name}${collector.kind === 'PROXY' ? ` (${t('parcel:handOut.proxy')})` : ''}`,
    );
  if (str(detail.reason)) parts.push(`${t('parcel:fields.reason')}: ${str(detail.reason)}`);
  if (str(detail.days)) parts.push(t('parcel:overtime.days', { days: str(detail.days) }));
  if (str(detail.file)) parts.push(str(detail.file)!);
  const changes = detail.changes;
  if (changes && typeof changes === 'object') {
    const labels = [
      ...new Set(
        Object.keys(changes)
          .map((k) => CHANGED_LABEL[k])
          .filter(Boolean),
      ),
    ];
    if (labels.length)
      parts.push(t('parcel:activity.changed', { fields: labels.map((l) => t(l!)).join(', ') }));
  }
  return parts.join(' · ');
}
