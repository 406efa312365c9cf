import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  type IncidentCategory,
  type IncidentReport,
  type IncidentReported,
  type IncidentSeverity,
  incidentPack,
  INCIDENT_PHOTOS_MAX as MAX_PHOTOS,
} from '../api/incident';
import { submitOrQueue } from '../offline/submit';
import { newClientUUID } from '../ui/uuid';

/**
 * An incident with photos from the camera: sent now, or kept with its photos until there is
 * signal. The lists come from the pack (the server's), else the contract's; what was done last
 * stays on screen (its number once the server has it) so the guard knows it went.
 */
export default function Incident({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pack = incidentPack(communityID);
  const categories: readonly IncidentCategory[] = pack?.categories ?? INCIDENT_CATEGORIES;
  const severities: readonly IncidentSeverity[] = pack?.severities ?? INCIDENT_SEVERITIES;
  const [category, setCategory] = useState<IncidentCategory>('OTHER');
  const [severity, setSeverity] = useState<IncidentSeverity>('MEDIUM');
  const [place, setPlace] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ no: number | null } | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const clientUUID = newClientUUID();
      const body: IncidentReport = {
        communityID,
        clientUUID,
        category,
        severity,
        place: place.trim(),
        occurredAt: new Date().toISOString(),
        description: description.trim(),
      };
      const r = await submitOrQueue<IncidentReported>({
        kind: 'incident',
        clientUUID,
        communityID,
        label: `${t(`incident.category.${category}`)} · ${place.trim()}`,
        body,
        photos,
      });
      setDone({ no: r.sent ? r.result.no : null });
      void message.success(r.sent ? t('incident.sent') : t('queue.kept'));
      setPlace('');
      setDescription('');
      setPhotos([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="g-section g-stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('incident.title')}</h2>
      <div className="g-field">
        <label htmlFor="inc-category">{t('incident.categoryLabel')}</label>
        <Select
          size="large"
          value={category}
          onChange={setCategory}
          options={categories.map((c) => ({ value: c, label: t(`incident.category.${c}`) }))}
          data-testid="incident-category"
          id="inc-category"
        />
      </div>
      <div className="g-field">
        <label htmlFor="inc-severity">{t('incident.severityLabel')}</label>
        <Select
          size="large"
          value={severity}
          onChange={setSeverity}
          options={severities.map((s) => ({ value: s, label: t(`incident.severity.${s}`) }))}
          id="inc-severity"
        />
      </div>
      <div className="g-field">
        <label htmlFor="inc-place">{t('incident.place')}</label>
        <Input
          size="large"
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          data-testid="incident-place"
          id="inc-place"
        />
      </div>
      <div className="g-field">
        <label htmlFor="inc-text">{t('incident.description')}</label>
        <Input.TextArea
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          data-testid="incident-text"
          id="inc-text"
        />
      </div>
      <label className="g-field">
        <span>{t('incident.photos', { count: photos.length, max: MAX_PHOTOS })}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          multiple
          data-testid="incident-photos"
          disabled={photos.length >= MAX_PHOTOS}
          onChange={(e) => {
            setPhotos([...photos, ...Array.from(e.target.files ?? [])].slice(0, MAX_PHOTOS));
            // The same picture may be taken again after a removal.
            e.target.value = '';
          }}
          style={{ minHeight: 48 }}
        />
      </label>
      {photos.length > 0 && (
        <ul data-testid="incident-photo-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {photos.map((p, i) => (
            <li
              key={`${p.name}-${p.size}-${p.lastModified}`}
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <span>{p.name || t('incident.photoN', { n: i + 1 })}</span>
              <Button
                size="large"
                type="text"
                aria-label={t('incident.removePhoto', { n: i + 1 })}
                icon={<DeleteOutlined />}
                onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      {done && (
        <Alert
          type="success"
          showIcon
          data-testid="incident-result"
          title={done.no === null ? t('queue.kept') : t('incident.sentNo', { no: done.no })}
        />
      )}
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={busy}
        disabled={!place.trim() || !description.trim()}
      >
        {t('incident.submit')}
      </Button>
    </form>
  );
}
