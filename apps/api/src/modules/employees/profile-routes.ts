import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  employeeNumberParam,
  employeeProfileView,
  profileSectionParam,
  profileSettingsInput,
  profileSettingsView,
  publicProfileView,
  revealedValues,
} from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import * as profiles from './profile-service.ts';
import { getPublicProfile } from './public-profile-service.ts';
import { viewerOf } from '../../platform/viewer.ts';

/**
 * Profiles. Who sees and edits which section is decided per employee in the service
 * (viewer.ts: self, HR, manager of the subtree); the routes only require a session. The public
 * profile is for everyone who may search the directory, under the directory's key and flag.
 */
export function profileRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profileFlag = 'employeeProfile' as const;

  app.get('/myprofile', {
    config: { access: { authenticated: true }, flag: profileFlag },
    schema: { tags: ['employees'], response: { 200: employeeProfileView } },
    handler: (request) => request.inTenant((tx) => profiles.getMyProfile(tx, viewerOf(request))),
  });

  app.get('/:employeeNumber/profile', {
    config: { access: { authenticated: true }, flag: profileFlag },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: employeeProfileView } },
    handler: (request) =>
      request.inTenant((tx) => profiles.getProfile(tx, viewerOf(request), request.params.employeeNumber)),
  });

  app.get('/:employeeNumber/public-profile', {
    config: {
      access: { requires: section('ORGANIZATION', 'EmployeeDirectory'), scope: 'all' },
      flag: 'employeeDirectory',
    },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: publicProfileView } },
    handler: (request) =>
      request.inTenant((tx) => getPublicProfile(tx, viewerOf(request), request.params.employeeNumber)),
  });

  app.put('/:employeeNumber/profile/:section', {
    config: { access: { authenticated: true }, flag: profileFlag },
    schema: {
      tags: ['employees'],
      description:
        "Replaces one section. The body is the section schema of @tenure/domain/employees (sectionInputSchema), validated by the employee's country.",
      params: profileSectionParam,
      body: z.record(z.string(), z.unknown()),
      response: { 200: employeeProfileView },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        profiles.updateSection(
          tx,
          viewerOf(request),
          request.params.employeeNumber,
          request.params.section,
          request.body,
        ),
      ),
  });

  app.post('/:employeeNumber/profile/:section/reveal', {
    config: { access: { requires: feature('EMPLOYEE', 'EmployeeSensitiveReveal'), scope: 'all' }, flag: profileFlag },
    schema: { tags: ['employees'], params: profileSectionParam, response: { 200: revealedValues } },
    handler: (request) =>
      request.inTenant((tx) =>
        profiles.revealSensitive(tx, viewerOf(request), request.params.employeeNumber, request.params.section),
      ),
  });

  const setupEmployees = { requires: section('ADMINISTRATION', 'SetupEmployees'), scope: 'all' } as const;
  app.get('/profile-settings', {
    config: { access: setupEmployees },
    schema: { tags: ['employees'], response: { 200: profileSettingsView } },
    handler: (request) => request.inTenant((tx) => profiles.getProfileSettings(tx)),
  });

  app.put('/profile-settings', {
    config: { access: setupEmployees },
    schema: { tags: ['employees'], body: profileSettingsInput, response: { 200: profileSettingsView } },
    handler: (request) => request.inTenant((tx) => profiles.updateProfileSettings(tx, viewerOf(request), request.body)),
  });
}
