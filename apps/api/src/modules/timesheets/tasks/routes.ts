import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customTaskInput,
  deleteTaskQuery,
  selectedTasksInput,
  TASK_TYPES,
  taskEstimateInput,
  taskView,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths, projectIdParam } from '../paths.ts';
import { ACCESS } from '../policy.ts';
import {
  addCustomTask,
  allTasks,
  deleteProjectTask,
  readProjectTasks,
  saveSelectedTasks,
  setTaskEstimate,
  updateCustomTask,
} from './service.ts';

const tags = ['timesheet tasks'];
const flag = 'timesheet' as const;
const taskParams = z.object({ projectId: z.uuid(), taskId: z.uuid() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

/** Project tasks (SPEC §7): selected by project, all, types, custom add and edit, save selected, delete by id and isCustom; a page is 100. */
export function taskRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/project-task/project/:projectId', '/tasks/selected/:projectId')) {
    app.get(url, {
      // The project's managers, approvers, team and administrators (checked in the service).
      config: { access: { authenticated: true }, flag },
      schema: { tags, params: projectIdParam, querystring: pageQuery, response: { 200: z.array(taskView) } },
      handler: (request) =>
        request.inTenant((tx) =>
          readProjectTasks(
            tx,
            viewerOf(request),
            request.params.projectId,
            request.query.page,
            request.flags?.plpEstimatedHours === true,
          ),
        ),
    });
  }
  for (const url of paths('/project-task/all', '/tasks/all')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, querystring: pageQuery, response: { 200: z.array(taskView) } },
      handler: (request) => request.inTenant((tx) => allTasks(tx, request.query.page)),
    });
  }
  for (const url of paths('/project-task/types', '/tasks/types')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, response: { 200: z.array(z.enum(TASK_TYPES)) } },
      handler: () => [...TASK_TYPES],
    });
  }
  for (const url of paths('/project-task/:projectId/selected', '/tasks/selected/:projectId')) {
    app.post(url, {
      config: { access: ACCESS.manageTasks, flag },
      schema: { tags, params: projectIdParam, body: selectedTasksInput, response: { 200: z.array(taskView) } },
      handler: (request) =>
        request.inTenant((tx) =>
          saveSelectedTasks(tx, viewerOf(request), request.params.projectId, request.body.taskIds),
        ),
    });
  }
  for (const url of paths('/project-task/:projectId/custom', '/tasks/custom/:projectId')) {
    app.post(url, {
      config: { access: ACCESS.manageTasks, flag },
      schema: { tags, params: projectIdParam, body: customTaskInput, response: { 201: taskView } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await request.inTenant((tx) =>
              addCustomTask(tx, viewerOf(request), request.params.projectId, request.body),
            ),
          ),
    });
  }
  for (const url of paths('/project-task/:projectId/custom/:taskId', '/tasks/custom/:projectId/:taskId')) {
    app.put(url, {
      config: { access: ACCESS.manageTasks, flag },
      schema: { tags, params: taskParams, body: customTaskInput, response: { 200: taskView } },
      handler: (request) =>
        request.inTenant((tx) =>
          updateCustomTask(tx, viewerOf(request), request.params.projectId, request.params.taskId, request.body),
        ),
    });
  }
  for (const url of paths('/project-task/:projectId/:taskId/estimate', '/tasks/:projectId/:taskId/estimate')) {
    app.put(url, {
      config: { access: ACCESS.manageTasks, flag: 'plpEstimatedHours' },
      schema: { tags, params: taskParams, body: taskEstimateInput, response: { 200: taskView } },
      handler: (request) =>
        request.inTenant((tx) =>
          setTaskEstimate(tx, viewerOf(request), request.params.projectId, request.params.taskId, request.body),
        ),
    });
  }
  for (const url of paths('/project-task/:projectId/:taskId', '/tasks/:projectId/:taskId')) {
    app.delete(url, {
      config: { access: ACCESS.manageTasks, flag },
      schema: { tags, params: taskParams, querystring: deleteTaskQuery },
      handler: async (request, reply) => {
        await request.inTenant((tx) =>
          deleteProjectTask(
            tx,
            viewerOf(request),
            request.params.projectId,
            request.params.taskId,
            request.query.isCustom,
          ),
        );
        return reply.code(204).send();
      },
    });
  }
}
