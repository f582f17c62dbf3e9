import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  checklistTemplateInput,
  checklistTemplateView,
  checklistView,
  employeeNumberParam,
  externalSiteInput,
  externalSiteView,
  inactiveEmployeePage,
  inactiveEmployeeQuery,
  lifecycleChangeView,
  myChecklistTaskView,
  onboardingDashboardView,
  reactivationInput,
  resignedEmployeePage,
  resignedEmployeeQuery,
  resignedExportQuery,
  startChecklistInput,
  taskDoneInput,
  taskIdParam,
  templateIdParam,
} from '@tenure/domain/onboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { deactivateEmployee, reactivateEmployee, searchInactiveEmployees } from './activation-service.ts';
import {
  checklistOf,
  createTemplate,
  deleteTemplate,
  listTemplates,
  myOpenTasks,
  setTaskDone,
  startChecklist,
  updateTemplate,
} from './checklist-service.ts';
import { onboardingTasksWaiting } from './pending-actions.ts';
import { externalSite, onboardingDashboard, setExternalSite } from './dashboard-service.ts';
import { exportResignedEmployees, listResignedEmployees } from './resigned-service.ts';

const tags = ['onboarding'];
const activation = { requires: section('EMPLOYEE', 'ActivateEmployee'), scope: 'all' } as const;
const resigned = { requires: section('EMPLOYEE', 'ResignedEmployeeList'), scope: 'all' } as const;
const dashboard = {
  access: { requires: section('EMPLOYEE', 'OnboardingDashboard'), scope: 'all' },
  flag: 'onboardingAppDashboard',
} as const;

/**
 * The onboarding lifecycle (issue 15 items 8–10): inactive employees and their reactivation,
 * deactivation, the resigned employee list, the onboarding dashboard with its checklists, and the
 * tenant's external onboarding site.
 */
export function onboardingLifecycleRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(onboardingTasksWaiting);

  app.get('/inactive-employees', {
    config: { access: activation },
    schema: {
      tags,
      description: 'SPEC §2 Search Inactive Employee: by name, number or email.',
      querystring: inactiveEmployeeQuery,
      response: { 200: inactiveEmployeePage },
    },
    handler: (request) => request.inTenant((tx) => searchInactiveEmployees(tx, request.query)),
  });
  app.post('/inactive-employees/:employeeNumber/activate', {
    config: { access: activation },
    schema: {
      tags,
      description:
        'Active again from the new joining date, with the user account back on; the employee is told. 409 NOT_INACTIVE for anyone not inactive.',
      params: employeeNumberParam,
      body: reactivationInput,
      response: { 200: lifecycleChangeView },
    },
    handler: async (request) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) =>
        reactivateEmployee(tx, deps.mailer, v, request.params.employeeNumber, request.body.dateOfJoining),
      );
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return view;
    },
  });
  app.post('/employees/:employeeNumber/deactivate', {
    config: { access: activation },
    schema: {
      tags,
      description:
        'Inactive, with the user account off and every session ended at once. 409 ALREADY_INACTIVE, 409 LAST_SUPER_ADMIN.',
      params: employeeNumberParam,
      response: { 200: lifecycleChangeView },
    },
    handler: (request) =>
      request.inTenant((tx) => deactivateEmployee(tx, viewerOf(request), request.params.employeeNumber)),
  });

  app.get('/resigned-employees', {
    config: { access: resigned },
    schema: { tags, querystring: resignedEmployeeQuery, response: { 200: resignedEmployeePage } },
    handler: (request) => request.inTenant((tx) => listResignedEmployees(tx, request.query)),
  });
  app.get('/resigned-employees/export', {
    config: { access: resigned },
    schema: { tags, querystring: resignedExportQuery },
    handler: async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await request.inReadTenant((tx) => exportResignedEmployees(tx, filters, format));
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });

  app.get('/dashboard', {
    config: dashboard,
    schema: { tags, response: { 200: onboardingDashboardView } },
    handler: (request) => request.inTenant((tx) => onboardingDashboard(tx)),
  });
  app.get('/external-site', {
    config: dashboard,
    schema: {
      tags,
      description: "The tenant's external onboarding site; null: the dashboard here is used.",
      response: { 200: externalSiteView },
    },
    handler: (request) => request.inTenant((tx) => externalSite(tx)),
  });
  app.put('/external-site', {
    // A tenant setting beside the flag it belongs to: the super admin's.
    config: {
      access: { requires: feature('ADMINISTRATION', 'ManageFeatureFlags'), scope: 'all' },
      flag: 'onboardingAppDashboard',
    },
    schema: { tags, body: externalSiteInput, response: { 200: externalSiteView } },
    handler: (request) => request.inTenant((tx) => setExternalSite(tx, viewerOf(request), request.body.url)),
  });

  app.get('/checklist-templates', {
    config: dashboard,
    schema: { tags, response: { 200: z.array(checklistTemplateView) } },
    handler: (request) => request.inTenant((tx) => listTemplates(tx)),
  });
  app.post('/checklist-templates', {
    config: dashboard,
    schema: {
      tags,
      description: '409 TEMPLATE_EXISTS when the department has one.',
      body: checklistTemplateInput,
      response: { 201: checklistTemplateView },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createTemplate(tx, viewerOf(request), request.body))),
  });
  app.put('/checklist-templates/:templateId', {
    config: dashboard,
    schema: { tags, params: templateIdParam, body: checklistTemplateInput, response: { 200: checklistTemplateView } },
    handler: (request) =>
      request.inTenant((tx) => updateTemplate(tx, viewerOf(request), request.params.templateId, request.body)),
  });
  app.delete('/checklist-templates/:templateId', {
    config: dashboard,
    schema: { tags, params: templateIdParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteTemplate(tx, viewerOf(request), request.params.templateId));
      return reply.code(204).send();
    },
  });

  app.post('/checklists', {
    config: dashboard,
    schema: {
      tags,
      description: "Starts a joiner's checklist from their department's template. 409 CHECKLIST_EXISTS, NO_TEMPLATE.",
      body: startChecklistInput,
      response: { 201: checklistView },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => startChecklist(tx, viewerOf(request), request.body.employeeNumber))),
  });
  app.get('/checklists/:employeeNumber', {
    config: dashboard,
    schema: { tags, params: employeeNumberParam, response: { 200: checklistView } },
    handler: (request) => request.inTenant((tx) => checklistOf(tx, request.params.employeeNumber)),
  });
  app.get('/my-tasks', {
    // Whoever a task waits for (a manager, a role, a named colleague): scoped to the caller.
    config: { access: { authenticated: true } },
    schema: { tags, response: { 200: z.array(myChecklistTaskView) } },
    handler: (request) => request.inTenant((tx) => myOpenTasks(tx, viewerOf(request))),
  });
  app.put('/checklist-tasks/:taskId', {
    // The task's owner or HR with the dashboard: checked in the service.
    config: { access: { authenticated: true } },
    schema: {
      tags,
      description: '409 ALREADY_DONE / NOT_DONE when nothing changes; 403 NOT_TASK_OWNER.',
      params: taskIdParam,
      body: taskDoneInput,
      response: { 200: myChecklistTaskView },
    },
    handler: (request) =>
      request.inTenant((tx) => setTaskDone(tx, viewerOf(request), request.params.taskId, request.body.done)),
  });
}
