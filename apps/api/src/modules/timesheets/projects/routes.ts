import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@tenure/domain/paging';
import {
  APPROVERS_PAGE_SIZE,
  PROJECT_STATUSES,
  projectHistoryQuery,
  projectHistoryView,
  projectInput,
  projectListRequest,
  projectOptionsView,
  projectPeopleQuery,
  projectPerson,
  projectView,
  type ProjectView,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { paths, projectIdParam } from '../paths.ts';
import { ACCESS } from '../policy.ts';
import {
  createProject,
  listReadableProjects,
  projectOptions,
  projectPeople,
  readProject,
  readProjectHistory,
  updateProject,
} from './service.ts';

const tags = ['timesheet projects'];
const flag = 'timesheet' as const;
const named = z.object({ id: z.string(), name: z.string() });

/**
 * Projects (/projects, /manage-projects, /project-details, /projects-details/{id}): v2 /projects,
 * /project-managers, /project-entities, /project-approvers and /project-history-logs; legacy
 * /project, /project-setting and /master-data.
 */
export function projectRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readOne = (projectId: string, request: Parameters<typeof viewerOf>[0]): Promise<ProjectView> =>
    request.inTenant((tx) => readProject(tx, viewerOf(request), projectId));

  for (const url of paths('/projects/options', '/master-data')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, response: { 200: projectOptionsView } },
      handler: (request) => request.inTenant((tx) => projectOptions(tx)),
    });
  }
  for (const url of paths('/projects/people', '/project/people')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, querystring: projectPeopleQuery, response: { 200: z.array(projectPerson) } },
      handler: (request) => request.inTenant((tx) => projectPeople(tx, request.query.searchQuery)),
    });
  }
  for (const url of paths('/projects/statuses', '/project/statuses')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, response: { 200: z.array(z.enum(PROJECT_STATUSES)) } },
      handler: () => [...PROJECT_STATUSES],
    });
  }
  for (const url of paths('/projects/clients', '/project/clients')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, response: { 200: projectOptionsView.shape.clients } },
      handler: async (request) => (await request.inTenant((tx) => projectOptions(tx))).clients,
    });
  }
  for (const url of paths('/projects/list', '/project/list')) {
    app.post(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, body: projectListRequest, response: { 200: pageOf(projectView) } },
      handler: (request) => request.inTenant((tx) => listReadableProjects(tx, viewerOf(request), request.body)),
    });
  }
  for (const url of paths('/projects', '/project')) {
    app.post(url, {
      config: { access: ACCESS.editProject, flag },
      schema: { tags, body: projectInput, response: { 201: projectView } },
      handler: async (request, reply) =>
        reply.code(201).send(await request.inTenant((tx) => createProject(tx, viewerOf(request), request.body))),
    });
  }
  for (const url of paths('/projects/:id', '/project/:id')) {
    app.get(url, {
      // Anyone with the project list, or allocated to the project (checked in the service).
      config: { access: { authenticated: true }, flag },
      schema: { tags, params: idParam, response: { 200: projectView } },
      handler: (request) => readOne(request.params.id, request),
    });
    app.put(url, {
      // EditProject changes every field of any project; a project manager the people and entities of their own.
      config: { access: ACCESS.projects, flag },
      schema: { tags, params: idParam, body: projectInput, response: { 200: projectView } },
      handler: (request) =>
        request.inTenant((tx) => updateProject(tx, viewerOf(request), request.params.id, request.body)),
    });
  }
  for (const url of paths('/project-managers/:projectId', '/project-setting/:projectId/managers')) {
    app.get(url, {
      config: { access: { authenticated: true }, flag },
      schema: { tags, params: projectIdParam, response: { 200: z.array(projectPerson) } },
      handler: async (request) => (await readOne(request.params.projectId, request)).projectManagers,
    });
  }
  for (const url of paths('/project-approvers/:projectId', '/project-setting/:projectId/approvers')) {
    app.get(url, {
      config: { access: { authenticated: true }, flag },
      schema: { tags, params: projectIdParam, response: { 200: z.array(projectPerson).max(APPROVERS_PAGE_SIZE) } },
      handler: async (request) => (await readOne(request.params.projectId, request)).approvers,
    });
  }
  for (const url of paths('/project-entities/:projectId', '/project-setting/:projectId/entities')) {
    app.get(url, {
      config: { access: { authenticated: true }, flag },
      schema: { tags, params: projectIdParam, response: { 200: z.array(named) } },
      handler: async (request) => (await readOne(request.params.projectId, request)).entities,
    });
  }
  for (const url of paths('/project-history-logs/:projectId', '/project-setting/:projectId/history')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag: 'projectSetupHistoryLogs' },
      schema: {
        tags,
        params: projectIdParam,
        querystring: projectHistoryQuery,
        response: { 200: pageOf(projectHistoryView) },
      },
      handler: (request) =>
        request.inTenant((tx) => readProjectHistory(tx, viewerOf(request), request.params.projectId, request.query)),
    });
  }
}
