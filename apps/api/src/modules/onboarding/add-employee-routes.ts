import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  consultantView,
  onboardedView,
  onboardingOptionsView,
  onboardingRowShape,
  type DraftType,
} from '@tenure/domain/onboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { addEmployee } from './add-employee-service.ts';
import { listConsultants } from './consultant-service.ts';
import { onboardingInputOf } from './route-input.ts';
import { onboardingOptions } from './options-service.ts';
import { ONBOARDING_KEYS } from './policy.ts';

const tags = ['onboarding'];
/** Adding employees and their drafts: the onboarding screens' section (README Decisions). */
export const onboardEmployeesAccess = { requires: ONBOARDING_KEYS.employee, scope: 'entity' } as const;
export const onboardConsultantsAccess = { requires: ONBOARDING_KEYS.consultant, scope: 'entity' } as const;
const draftQuery = z.object({ draftId: z.uuid().optional() });

/** SPEC §7 Employee family: add-employee and the consultant flow, one person at a time (flag singleOnboarding). */
export function addEmployeeRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function onboardOne(
    request: FastifyRequest,
    kind: Exclude<DraftType, 'jobOnboarding'>,
    row: unknown,
    draftId: string | undefined,
  ) {
    const v = viewerOf(request);
    const input = { ...(await onboardingInputOf(request, deps)), row, kind, draftId };
    const { view, mailIds } = await request.inTenant((tx) => addEmployee(tx, v, input, deps));
    deliverAfterCommit(deps.mailer, v.tenantCode, mailIds, request.log);
    return view;
  }

  app.get('/add-employee/options', {
    config: { access: onboardEmployeesAccess, flag: 'singleOnboarding' },
    schema: { tags, response: { 200: onboardingOptionsView } },
    handler: (request) => request.inTenant((tx) => onboardingOptions(tx, entitiesInScope(viewerOf(request).scope))),
  });
  app.post('/add-employee', {
    config: { access: onboardEmployeesAccess, flag: 'singleOnboarding' },
    schema: {
      tags,
      description:
        'Onboards one employee: the stepped form completed. With draftId, the draft it was resumed from is deleted with it.',
      querystring: draftQuery,
      body: onboardingRowShape,
      response: { 201: onboardedView },
    },
    // The body is checked again with the rules of its legal entity's country (SPEC §5).
    handler: async (request, reply) =>
      reply.code(201).send(await onboardOne(request, 'employee', request.body, request.query.draftId)),
  });

  app.get('/consultant/options', {
    config: { access: onboardConsultantsAccess, flag: 'singleOnboarding' },
    schema: { tags, response: { 200: onboardingOptionsView } },
    handler: (request) => request.inTenant((tx) => onboardingOptions(tx, entitiesInScope(viewerOf(request).scope))),
  });
  app.post('/consultant', {
    config: { access: onboardConsultantsAccess, flag: 'singleOnboarding' },
    schema: {
      tags,
      description: 'Onboards one consultant or contractor with their contract.',
      querystring: draftQuery,
      body: onboardingRowShape,
      response: { 201: onboardedView },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await onboardOne(request, 'consultant', request.body, request.query.draftId)),
  });
  app.get('/consultants', {
    config: { access: { requires: section('CONSULTANT', 'ConsultantList'), scope: 'all' } },
    schema: { tags, response: { 200: z.array(consultantView) } },
    handler: (request) => request.inTenant(listConsultants),
  });
}
