import { sql } from 'drizzle-orm';
import { jsonParam } from '../../platform/db.ts';

/**
 * HR of some legal entities as a query yielding (user_id, email): active users holding EMPLOYEE
 * HrEmployeeList in one of them through an active role, except `exceptUserId` (who acted).
 */
export const hrOfEntities = (entityIds: readonly string[], exceptUserId: string | null) => sql`
  select distinct u.id as user_id, u.email
    from users u
    join user_entities ue on ue.user_id = u.id
    join user_entity_roles uer on uer.user_entity_id = ue.id
    join roles r on r.id = uer.role_id and r.is_active
   where u.is_active and u.id is distinct from ${exceptUserId}::uuid
     and ue.legal_entity_id::text in (select jsonb_array_elements_text(${jsonParam([...new Set(entityIds)])}))
     and coalesce((r.permissions -> 'EMPLOYEE' -> 'sectionAccess' ->> 'HrEmployeeList')::boolean, false)`;
