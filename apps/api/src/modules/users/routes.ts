import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import {
  bulkRolesInput,
  changeCount,
  createUserInput,
  effectiveKeysView,
  employeeWithoutAccount,
  roleOption,
  userEntitiesInput,
  userListQuery,
  userPage,
  userRow,
} from '@tenure/domain/users';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { Tx } from '../../platform/db.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { requestTenantOrigin } from '../../platform/set-password-links.ts';
import { viewerOf } from '../../platform/viewer.ts';
import type { EntityViewer } from './policy.ts';
import * as users from './service.ts';

/** Seeing users and changing their roles and entities. */
const manageUserRoles = { requires: feature('ADMINISTRATION', 'ManageUserEntityRoles'), scope: 'all' } as const;
/** Account actions: create, deactivate, reactivate, unlock, force a reset. */
const manageUsers = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;

/** SPEC §7 Auth: the accounts of the tenant, their entities and roles (SPEC §2 /user-role-assignment, /user-entities-assignment). */
export function userRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Links in mails open on the tenant's own first host, whatever host the admin used. */
  async function mailContext(request: FastifyRequest): Promise<users.MailContext> {
    return {
      mailer: deps.mailer,
      origin: await requestTenantOrigin(deps.db, deps.config, request),
      tenant: request.tenant!,
    };
  }

  /** The caller and the legal entity they work in (nobody removes their own access there). */
  const entityViewerOf = (request: FastifyRequest): EntityViewer => ({
    ...viewerOf(request),
    entity: request.auth!.entity,
  });

  /** Runs an account action that mails a link; the mail leaves after the commit. */
  async function mailing<T>(
    request: FastifyRequest,
    work: (tx: Tx, mail: users.MailContext) => Promise<{ user: T; mailId: string }>,
  ): Promise<T> {
    const mail = await mailContext(request);
    const { user, mailId } = await request.inTenant((tx) => work(tx, mail));
    await deps.mailer.deliver(request.tenant!.code, mailId);
    return user;
  }

  app.get('/users', {
    config: { access: manageUserRoles },
    schema: { tags: ['users'], querystring: userListQuery, response: { 200: userPage } },
    handler: (request) => request.inTenant((tx) => users.listUsers(tx, viewerOf(request), request.query)),
  });

  // The roles one may assign (the role editor's list needs ManageRoles).
  app.get('/users/role-options', {
    config: { access: manageUserRoles },
    schema: { tags: ['users'], response: { 200: z.array(roleOption) } },
    handler: (request) => request.inTenant((tx) => users.roleOptions(tx, viewerOf(request))),
  });

  app.get('/users/employees-without-account', {
    config: { access: manageUsers },
    schema: {
      tags: ['users'],
      querystring: z.object({ search: z.string().trim().max(100).optional() }),
      response: { 200: z.array(employeeWithoutAccount) },
    },
    handler: (request) => request.inTenant((tx) => users.employeesWithoutAccount(tx, viewerOf(request), request.query)),
  });

  app.post('/users', {
    config: { access: manageUsers },
    schema: { tags: ['users'], body: createUserInput, response: { 201: userRow } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await mailing(request, (tx, mail) => users.createUser(tx, viewerOf(request), request.body, mail))),
  });

  app.post('/users/:id/deactivate', {
    config: { access: manageUsers },
    schema: { tags: ['users'], params: idParam, response: { 200: userRow } },
    handler: (request) => request.inTenant((tx) => users.deactivateUser(tx, viewerOf(request), request.params)),
  });

  app.post('/users/:id/reactivate', {
    config: { access: manageUsers },
    schema: { tags: ['users'], params: idParam, response: { 200: userRow } },
    handler: (request) => request.inTenant((tx) => users.reactivateUser(tx, viewerOf(request), request.params)),
  });

  app.post('/users/:id/unlock', {
    config: { access: manageUsers },
    schema: { tags: ['users'], params: idParam, response: { 200: userRow } },
    handler: (request) => request.inTenant((tx) => users.unlockUser(tx, viewerOf(request), request.params)),
  });

  app.post('/users/:id/reset-password', {
    config: { access: manageUsers },
    schema: { tags: ['users'], params: idParam, response: { 200: userRow } },
    handler: (request) =>
      mailing(request, (tx, mail) => users.forcePasswordReset(tx, viewerOf(request), request.params, mail)),
  });

  app.post('/users/roles', {
    config: { access: manageUserRoles },
    schema: { tags: ['users'], body: bulkRolesInput, response: { 200: changeCount } },
    handler: (request) => request.inTenant((tx) => users.bulkRoles(tx, entityViewerOf(request), request.body)),
  });

  app.post('/users/:id/entities', {
    config: { access: manageUserRoles },
    schema: { tags: ['users'], params: idParam, body: userEntitiesInput, response: { 200: userRow } },
    handler: (request) =>
      request.inTenant((tx) =>
        users.changeUserEntities(tx, entityViewerOf(request), { ...request.body, ...request.params }),
      ),
  });

  app.get('/users/:id/effective-permissions', {
    config: { access: manageUserRoles },
    schema: {
      tags: ['users'],
      params: idParam,
      querystring: z.object({ legalEntityCode: z.string().trim().min(1) }),
      response: { 200: effectiveKeysView },
    },
    handler: (request) =>
      request.inTenant((tx) => users.effectiveKeys(tx, viewerOf(request), { ...request.params, ...request.query })),
  });
}
