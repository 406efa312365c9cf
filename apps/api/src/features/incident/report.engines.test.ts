import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { blankRaster, encodePng } from '../../platform/pdf/raster-image';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { INFO, PHOTO, REPORT, reportBody, UPDATE } from './incident-test-kit';
import { incidents } from './tables';

const PNG = Buffer.from(encodePng(blankRaster(4, 4, 120)));

describe('reporting on both engines', () => {
  apiTest(
    'the same clientUUID sent many times at once stores one incident, numbered once',
    async ({ api, community }) => {
      const guard = await community.member('GUARD');
      const body = reportBody(community.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => guard.call('POST', REPORT, { body })),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const ids = new Set(answers.map((a) => a.json().data.incidentID));
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => !a.json().data.replayed)).toHaveLength(1);
      const rows = await api.db.select().from(incidents).where(eq(incidents.communityId, community.id));
      expect(rows.map((r) => r.no)).toEqual([1]);
      const next = await guard.call('POST', REPORT, { body: reportBody(community.id) });
      expect(next.json().data).toMatchObject({ no: 2, status: 'REPORTED', replayed: false });
    },
  );

  apiTest(
    'photos come as multipart, stay private, and a replay keeps only the first',
    async ({ api, community }) => {
      const guard = await community.member('GUARD');
      const { communityID, ...fields } = reportBody(community.id);
      const form = () =>
        multipart(fields as Record<string, string>, {
          photos: { name: 'a.png', bytes: PNG, type: 'image/png' },
        });
      const send = () => {
        const f = form();
        return guard.call('POST', REPORT, { query: { communityID }, payload: f.payload, headers: f.headers });
      };
      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      const again = await send();
      expect(again.json().data).toMatchObject({ incidentID: first.json().data.incidentID, replayed: true });
      const incidentID = first.json().data.incidentID;
      const info = (await guard.call('GET', INFO, { query: { communityID, incidentID } })).json().data;
      expect(info.photos).toHaveLength(1);
      const link = await guard.call('GET', PHOTO, {
        query: { communityID, incidentID, photoID: info.photos[0].photoID },
      });
      expect(link.statusCode, link.body).toBe(200);
      const picture = await api.app.inject({ method: 'GET', url: link.json().data.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(PNG)).toBe(true);

      const more = multipart({}, { photos: { name: 'b.png', bytes: PNG, type: 'image/png' } });
      const added = await guard.call('POST', UPDATE, { query: { communityID, incidentID }, ...more });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.photos).toHaveLength(2);

      const text = multipart(fields as Record<string, string>, {
        photos: { name: 'x.png', bytes: Buffer.from('not a picture') },
      });
      expectRefusal(await guard.call('POST', REPORT, { query: { communityID }, ...text }), 400);
      const wrongField = multipart({ ...fields, clientUUID: crypto.randomUUID() } as Record<string, string>, {
        face: { name: 'a.png', bytes: PNG },
      });
      expectRefusal(
        await guard.call('POST', REPORT, { query: { communityID }, ...wrongField }),
        400,
        'INCIDENT_PHOTO_FIELD',
      );
      const rows = await api.db.select().from(incidents).where(eq(incidents.communityId, community.id));
      expect(rows).toHaveLength(1);
    },
  );
});
