import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { oldestOpenDueByUnit } from './aging-queries';
import { billingBadge } from './badge-queries';
import { NOTICE_JOBS } from './bill-notices';
import { billRoutes } from './bill-routes';
import { decisionRoutes } from './decision-routes';
import { seedDemoBilling } from './demo-seed';
import { documentRoutes } from './document-routes';
import { evidenceConsoleRoutes } from './evidence-console-routes';
import { evidenceRoutes } from './evidence-routes';
import { MESSAGE_NOTICE_JOBS } from './message-notices';
import { messageRoutes } from './message-routes';
import { billingMonthlyFigures } from './monthly-figures-queries';
import { receiptRoutes } from './receipt-routes';
import { billingRefusals } from './refusals';
import { REMINDER_JOBS, startSweepsOnListen } from './reminder-jobs';
import { reminderRoutes } from './reminder-routes';
import { reportRoutes } from './report-routes';
import { runJob } from './run-job';
import { runRoutes } from './run-routes';
import { settingRoutes } from './setting-routes';

async function billingPlugin(app: FastifyInstance, s: AppServices) {
  await settingRoutes(app, s);
  await billRoutes(app, s);
  await runRoutes(app, s);
  await evidenceRoutes(app, s);
  await decisionRoutes(app, s);
  await receiptRoutes(app, s);
  await messageRoutes(app, s);
  await reminderRoutes(app, s);
  startSweepsOnListen(app, s);
  await evidenceConsoleRoutes(app, s);
  await documentRoutes(app, s);
  await reportRoutes(app, s);
}

export const billingModule = defineFeature({
  key: 'billing',
  monthlyFigures: billingMonthlyFigures,
  plugin: billingPlugin,
  refusals: billingRefusals,
  unitArrears: oldestOpenDueByUnit,
  seed: seedDemoBilling,
  jobs: { ...NOTICE_JOBS, 'billing.run': runJob, ...MESSAGE_NOTICE_JOBS, ...REMINDER_JOBS },
  badge: billingBadge,
});
