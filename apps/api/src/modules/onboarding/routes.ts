import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { addEmployeeRoutes } from './add-employee-routes.ts';
import { defineConsultantJobs } from './consultants.ts';
import { draftRoutes } from './draft-routes.ts';
import { numberRoutes } from './number-routes.ts';

/** Onboarding (SPEC §2, §7 Employee family): each file registers one part of the module's API. */
export function onboardingRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  defineConsultantJobs(deps.jobs, deps.mailer);
  addEmployeeRoutes(fastify, deps);
  numberRoutes(fastify, deps);
  draftRoutes(fastify, deps);
}
