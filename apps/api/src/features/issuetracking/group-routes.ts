import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { keepMorningsGoing } from './deadline-jobs';
import { listGroups } from './group-queries';
import { archiveGroup, createGroup, groupMembers, setGroupMembers, updateGroup } from './groups';
import { atOffice } from './issue-work';

const TAGS = ['issuetracking'];
const ops = issueOps.group;

/** Groups: the list with its counts, and what managers do to them. */
export async function groupRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, (w) => listGroups(w, request.query.archived === 'true')),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, async (w) => {
        const group = await createGroup(w, request.body);
        await keepMorningsGoing(s, w);
        return group;
      }),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => updateGroup(w, request.body)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.archive, TAGS),
    handler: async (request) => {
      await atOffice(request, (w) => archiveGroup(w, request.body.groupID));
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, ops.members, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, (w) => groupMembers(w, request.query.groupID)),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.setMembers, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, (w) => setGroupMembers(w, request.body.groupID, request.body.memberIDs)),
    }),
  });
}
