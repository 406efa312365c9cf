import { Alert, App, Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptPack } from '../api/guard';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  type IncidentCategory,
  type IncidentSeverity,
} from '../api/incident';
import { submitOrQueue } from '../offline/submit';
import { newClientUUID } from '../ui/uuid';

const MAX_PHOTOS = 5;

/** An incident with photos from the camera: sent now, or kept with its photos until there is signal. */
export default function Incident({ communityID }: { communityID: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pack = keptPack(communityID)?.pack.parts.incident;
  const categories = (pack?.categories ?? INCIDENT_CATEGORIES) as IncidentCategory[];
  const severities = (pack?.severities ?? INCIDENT_SEVERITIES) as IncidentSeverity[];
  const [category, setCategory] = useState<IncidentCategory>('OTHER');
  const [severity, setSeverity] = useState<IncidentSeverity>('MEDIUM');
  const [place, setPlace] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const clientUUID = newClientUUID();
      const r = await submitOrQueue({
        kind: 'incident',
        clientUUID,
        communityID,
        label: `${t(`incident.category.${category}`)} · ${place}`,
        body: {
          communityID,
          clientUUID,
          category,
          severity,
          place: place.trim(),
          occurredAt: new Date().toISOString(),
          description: description.trim(),
        },
        photos,
      });
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
          onChange={(e) => setPhotos([...photos, ...Array.from(e.target.files ?? [])].slice(0, MAX_PHOTOS))}
          style={{ minHeight: 48 }}
        />
      </label>
      {error && <Alert type="error" showIcon title={error} />}
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
