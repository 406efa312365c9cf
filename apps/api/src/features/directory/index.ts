import { carDirectoryOps } from '@cc/contracts/car-directory-ops';
import { directoryOps } from '@cc/contracts/directory';
import { memberOps } from '@cc/contracts/directory-members';
import { invitationOps } from '@cc/contracts/invitation';
import { unitDetailOps } from '@cc/contracts/unit-detail';
import { unitImportOps } from '@cc/contracts/unit-import';
import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { buildingRoutes } from './building-routes';
import { carRegisterRoutes } from './car/car-routes';
import { carChoiceRoutes } from './car/choice-routes';
import { seedDemoCars } from './car/demo-seed';
import { carDocumentRoutes } from './car/document-routes';
import { CAR_JOBS, startExpirySweepsOnListen } from './car/expiry-job';
import { carManagementRoutes } from './car/management-routes';
import { seedDemoResidents } from './demo-seed';
import { importRoutes } from './import-routes';
import { invitationGenRoutes } from './invitation-gen-routes';
import { invitationListRoutes } from './invitation-list-routes';
import { peopleChangeRoutes } from './people-change-routes';
import { peopleListRoutes } from './people-list-routes';
import { redeemRoutes } from './redeem-routes';
import { directoryRefusals } from './refusals';
import { summaryRoutes } from './summary-routes';
import { unitDetailRoutes } from './unit-detail-routes';
import { unitRoutes } from './unit-routes';

/** The directory's route table, as data: each operation's method, path and access (tests walk it). */
export const DIRECTORY_OPERATIONS = {
  ...directoryOps,
  ...unitDetailOps,
  ...unitImportOps,
  ...memberOps,
  ...invitationOps,
  ...carDirectoryOps,
};

/** Buildings, units, members and residents, invitation codes, cars and stickers, and the dashboard card. */
export async function directoryFeature(app: FastifyInstance, s: AppServices) {
  await buildingRoutes(app, s);
  await unitRoutes(app, s);
  await unitDetailRoutes(app, s);
  await importRoutes(app, s);
  await peopleListRoutes(app, s);
  await peopleChangeRoutes(app, s);
  await invitationGenRoutes(app, s);
  await invitationListRoutes(app, s);
  await redeemRoutes(app, s);
  await summaryRoutes(app, s);
  await carRegisterRoutes(app, s);
  await carManagementRoutes(app, s);
  await carDocumentRoutes(app, s);
  await carChoiceRoutes(app, s);
  startExpirySweepsOnListen(app, s);
}

export const directoryModule = defineFeature({
  key: 'directory',
  plugin: directoryFeature,
  refusals: directoryRefusals,
  seed: async (tx, ctx) => {
    await seedDemoResidents(tx, ctx);
    await seedDemoCars(tx, ctx);
  },
  jobs: CAR_JOBS,
});
