import type { FastifyInstance } from 'fastify';
import { clientManagerInput, clientManagerView } from '@tenure/domain/org';
import { masterRoutes } from '../crud-routes.ts';
import * as managers from './service.ts';

/** SPEC §3 client managers: read by every user (client dropdowns), changed by master-data admins. */
export function clientManagerRoutes(app: FastifyInstance): void {
  masterRoutes(app, {
    path: '/client-manager',
    tags: ['masters'],
    input: clientManagerInput,
    view: clientManagerView,
    list: managers.listClientManagers,
    create: managers.createClientManager,
    update: managers.updateClientManager,
    remove: managers.deleteClientManager,
  });
}
