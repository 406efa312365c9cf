import { INCIDENT_CATEGORIES, INCIDENT_SEVERITIES } from '@cc/contracts/incident';
import type { GuardPackPart } from '../../platform/feature/define-feature';
import { readSosSetting } from './sos-queries';

/**
 * The incident part of the guard app's offline pack: the choice lists a report needs, and the
 * SOS contacts the app lists as tap-to-call when there is no signal to raise an alert.
 */
export const incidentGuardPack: GuardPackPart = async ({ scope }) => {
  const setting = await scope.run((tx) => readSosSetting(tx, scope));
  return {
    categories: [...INCIDENT_CATEGORIES],
    severities: [...INCIDENT_SEVERITIES],
    sosContacts: setting.contacts,
  };
};
