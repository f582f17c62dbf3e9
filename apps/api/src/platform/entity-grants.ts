import { sql, type SQL } from 'drizzle-orm';
import type { AccessKey } from '@tenure/domain/access';
import type { Scope } from './context.ts';

/**
 * The legal entities where a role of the user grants `key` (a request's permission map covers only
 * the entity they work in): what a dashboard spanning entities may show them.
 */
export function entitiesGranting(userId: string, key: AccessKey): SQL {
  const [map, name] = 'section' in key ? ['sectionAccess', key.section] : ['featureAccess', key.feature];
  return sql`(
  select ue.legal_entity_id
    from user_entities ue
    join user_entity_roles uer on uer.user_entity_id = ue.id
    join roles r on r.id = uer.role_id and r.is_active
   where ue.user_id = ${userId}
     and coalesce((r.permissions -> ${key.module}::text -> ${map}::text ->> ${name}::text)::boolean, false))`;
}

/**
 * The legal entities (ids, as a subquery) a route's entity scope reaches: where a role of the viewer
 * grants the key that opened the route. `all` reaches every entity; a narrower scope (a person's own
 * rows or their team) is not about entities and reaches none here.
 */
export function entitiesInScope(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`(select id from legal_entities)`;
    case 'entity':
      return entitiesGranting(scope.userId, scope.key);
    default:
      return sql`(select null::uuid where false)`;
  }
}
