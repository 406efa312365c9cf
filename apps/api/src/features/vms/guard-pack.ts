import { VEHICLE_TYPES } from '@cc/contracts/vms-fee';
import { VISITOR_TYPES } from '@cc/contracts/vms-records';
import type { GuardPackPart } from '../../platform/feature/define-feature';
import { passKeysOf } from './pass-keys';
import { loadGate } from './settings-queries';

/**
 * The gate's part of GuardOS's offline pack: the community's pass public key (an Ed25519 JWK,
 * alg EdDSA), so a phone without signal can still tell a real pass from a forged or foreign one
 * and read its window, and the choice lists of the check-in form. Only public material: the gate
 * secret and the private key never leave the server. Empty for a role without gate rights.
 */
export const vmsGuardPack: GuardPackPart = async ({ scope, permissions }) => {
  if (!permissions.has('VMS_NITI:write')) return {};
  const gate = await scope.run((tx) => loadGate({ tx, scope }));
  const { publicJwk } = await passKeysOf(gate.secret);
  return {
    passPublicKey: { ...publicJwk, alg: 'EdDSA', use: 'sig' },
    visitorTypes: [...VISITOR_TYPES],
    vehicleTypes: [...VEHICLE_TYPES],
  };
};
