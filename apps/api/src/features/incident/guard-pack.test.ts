import { INCIDENT_CATEGORIES, INCIDENT_SEVERITIES, incidentGuardPackSchema } from '@cc/contracts/incident';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { apiTest } from '../../test/api-test';
import { incidentGuardPack } from './guard-pack';

describe('the incident part of the offline pack', () => {
  apiTest(
    'holds the choice lists and the community SOS numbers, in the agreed shape',
    async ({ api, community }) => {
      const admin = await community.member('ADMIN');
      const scope = communityScope(api.db, community.id);
      const before = incidentGuardPackSchema.parse(
        await incidentGuardPack({
          scope,
          userId: admin.userId,
          permissions: new Set(['INCIDENT_REPORT:read']),
        }),
      );
      expect(before).toEqual({
        categories: [...INCIDENT_CATEGORIES],
        severities: [...INCIDENT_SEVERITIES],
        sosContacts: [
          { label: 'ตำรวจ', phone: '191' },
          { label: 'ดับเพลิง', phone: '199' },
          { label: 'เจ็บป่วยฉุกเฉิน', phone: '1669' },
        ],
      });
      await admin.call('PUT', '/api/sos/setting', {
        body: {
          communityID: community.id,
          contacts: [{ label: 'Office', phone: '021234567' }],
          alertRoles: ['GUARD'],
          repeatSeconds: 60,
          residentsMaySos: true,
        },
      });
      const after = await incidentGuardPack({ scope, userId: admin.userId, permissions: new Set() });
      expect(after.sosContacts).toEqual([{ label: 'Office', phone: '021234567' }]);
    },
  );
});
