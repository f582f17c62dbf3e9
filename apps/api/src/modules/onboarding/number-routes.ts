import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  numberCheckQuery,
  numberCheckView,
  numberPatternInput,
  numberPatternView,
  ONBOARDING_MESSAGES,
  EMPLOYEE_NUMBER_PATTERN,
} from '@tenure/domain/onboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { onboardEmployeesAccess } from './add-employee-routes.ts';
import { isEmployeeNumberFree, listNumberPatterns, setNumberPattern } from './employee-number-service.ts';

const tags = ['onboarding'];
const setupEmployees = { requires: section('ADMINISTRATION', 'SetupEmployees'), scope: 'all' } as const;

/** Employee numbers: generated per entity pattern (autoEmployeeNumberGeneration) or typed and checked live. */
export function numberRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/employee-number/check', {
    config: { access: onboardEmployeesAccess },
    schema: { tags, querystring: numberCheckQuery, response: { 200: numberCheckView } },
    handler: async (request) => {
      const { employeeNumber } = request.query;
      if (!EMPLOYEE_NUMBER_PATTERN.test(employeeNumber))
        return { available: false, message: ONBOARDING_MESSAGES.employeeNumberPattern };
      const free = await request.inTenant((tx) => isEmployeeNumberFree(tx, employeeNumber));
      return { available: free, message: free ? null : ONBOARDING_MESSAGES.employeeNumberTaken };
    },
  });
  app.get('/employee-number/patterns', {
    config: { access: setupEmployees, flag: 'autoEmployeeNumberGeneration' },
    schema: { tags, response: { 200: z.array(numberPatternView) } },
    handler: (request) => request.inTenant(listNumberPatterns),
  });
  app.put('/employee-number/patterns/:legalEntityCode', {
    config: { access: setupEmployees, flag: 'autoEmployeeNumberGeneration' },
    schema: {
      tags,
      params: z.object({ legalEntityCode: z.string().trim().min(1).max(30) }),
      body: numberPatternInput,
      response: { 200: numberPatternView },
    },
    handler: (request) =>
      request.inTenant((tx) => setNumberPattern(tx, viewerOf(request), request.params.legalEntityCode, request.body)),
  });
}
