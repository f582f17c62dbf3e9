import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { masterValuesQuery } from '@tenure/domain/org';
import type { Tx } from '../../platform/db.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf, type Viewer } from '../../platform/viewer.ts';
import { MASTER_DATA } from './policy.ts';

/** A master kept in its own table: its path and schemas, and how its rows are created, changed and deleted. */
export interface MasterTable<Input, View> {
  /** '/billing-entity': POST here, PUT and DELETE `${path}/:id`. */
  path: string;
  tags: string[];
  input: z.ZodType<Input>;
  view: z.ZodType<View>;
  create(tx: Tx, v: Viewer, input: Input): Promise<View>;
  update(tx: Tx, v: Viewer, id: string, input: Input): Promise<View>;
  remove(tx: Tx, v: Viewer, id: string): Promise<void>;
}

/** Create (201), update and delete (204) of a master's rows, by master-data admins. */
export function masterWriteRoutes<Input, View>(app: FastifyInstance, master: MasterTable<Input, View>): void {
  // The schemas check the body and the id (the app's zod compilers); `body` is read as the input
  // type the schema checked (the route generics cannot resolve it for a generic Input).
  const { path, tags } = master;
  app.post(path, {
    config: { access: MASTER_DATA },
    schema: { tags, body: master.input, response: { 201: master.view } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => master.create(tx, viewerOf(request), request.body as Input))),
  });
  app.put<{ Params: { id: string } }>(`${path}/:id`, {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: master.input, response: { 200: master.view } },
    handler: (request) =>
      request.inTenant((tx) => master.update(tx, viewerOf(request), request.params.id, request.body as Input)),
  });
  app.delete<{ Params: { id: string } }>(`${path}/:id`, {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => master.remove(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}

/**
 * A master every user reads (the dropdowns of other pages; `?active=true` for the active rows only)
 * and master-data admins change.
 */
export function masterRoutes<Input, View>(
  app: FastifyInstance,
  master: MasterTable<Input, View> & { list(tx: Tx, activeOnly: boolean): Promise<View[]> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(master.path, {
    config: { access: { authenticated: true } },
    schema: { tags: master.tags, querystring: masterValuesQuery, response: { 200: z.array(master.view) } },
    handler: (request) => request.inTenant((tx) => master.list(tx, request.query.active === true)),
  });
  masterWriteRoutes(app, master);
}
