import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { displayName, employeeNumberParam, lifecycleView, type LifecycleView } from '@tenure/domain/employees';
import type { Tx } from '../../platform/db.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf, type Viewer } from '../../platform/viewer.ts';
import { LIFECYCLE_READERS } from './lifecycle-readers.ts';
import { loadEmployee } from './profile-service.ts';
import { assertCanSeeProfile, profileAccess } from './viewer.ts';

/**
 * One timeline of an employee's milestones for those who may see their profile (the employee,
 * their managers, HR): every reader's events, by date; on one day, in the readers' order.
 */
export async function employeeLifecycle(tx: Tx, v: Viewer, employeeNumber: string): Promise<LifecycleView> {
  const row = await loadEmployee(tx, employeeNumber);
  assertCanSeeProfile(await profileAccess(tx, v, row.id));
  const events = [];
  for (const read of LIFECYCLE_READERS) events.push(...(await read(tx, row.id)));
  events.sort((a, b) => a.date.localeCompare(b.date));
  return { employeeNumber: row.employeeNumber, displayName: displayName(row), events };
}

/** SPEC §7 Other "employee lifecycle" (flag employeeLifecycleJourney). */
export function lifecycleRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/:employeeNumber/lifecycle', {
    config: { access: { authenticated: true }, flag: 'employeeLifecycleJourney' },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: lifecycleView } },
    handler: (request) => request.inTenant((tx) => employeeLifecycle(tx, viewerOf(request), request.params.employeeNumber)),
  });
}
