import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { assigneeList } from './assignee-queries';
import { keepMorningsGoing, moveMorningTo } from './deadline-jobs';
import { atOffice } from './issue-work';
import { loadIssueSettings, saveIssueSettings } from './settings-queries';
import { issueSummary } from './summary-queries';

const TAGS = ['issuetracking'];
const ops = issueOps.report;

/** The office's deadline rules, the dashboard card and the assignee picker. */
export async function settingsRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.settings, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => loadIssueSettings(w.tx, w.scope)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.saveSettings, TAGS),
    handler: async (request) => {
      const { communityID: _, ...settings } = request.body;
      const data = await atOffice(request, async (w) => {
        const saved = await saveIssueSettings(w.tx, w.scope, w.userId, settings);
        // A new digest hour moves the morning's digest already waiting, in the same transaction.
        await moveMorningTo(w.tx, w.scope.communityId, saved.digestHour, w.timeZone);
        await keepMorningsGoing(s, w);
        return saved;
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await atOffice(request, issueSummary) }),
  });

  r.route({
    ...guardedRoute(s, ops.assignees, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, (w) => assigneeList(w, request.query.q)),
    }),
  });
}
