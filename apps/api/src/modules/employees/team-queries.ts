import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';
import { MAX_HIERARCHY_DEPTH } from './profile-queries.ts';

export interface TeamMemberRow {
  depth: number;
  managerEmployeeNumber: string;
  employeeNumber: string;
  displayName: string;
  designation: string | null;
  departmentName: string | null;
  locationName: string | null;
  email: string;
  phone: string | null;
  profileImage: string | null;
  employmentType: string;
  status: string;
  dateOfJoining: string;
  legalEntityCode: string;
  reporteeCount: number;
}

const reporteeCountProbe = sql`(select count(*)::int from employees r where r.manager_id = e.id and r.status <> 'Inactive')`;

const memberColumns = (reporteeCount: SQL = reporteeCountProbe) => sql`
  coalesce(m.employee_number, '') as "managerEmployeeNumber", e.employee_number as "employeeNumber",
  coalesce(nullif(e.full_name, ''), e.first_name || ' ' || coalesce(e.middle_name || ' ', '') || e.last_name) as "displayName",
  e.designation, d.name as "departmentName", l.name as "locationName", e.email, e.phone, e.profile_image as "profileImage",
  e.employment_type as "employmentType", e.status, e.date_of_joining::text as "dateOfJoining", le.code as "legalEntityCode",
  ${reporteeCount} as "reporteeCount"`;

const memberJoins = sql`
  left join employees m on m.id = e.manager_id
  join legal_entities le on le.id = e.legal_entity_id
  left join departments d on d.id = e.department_id
  left join locations l on l.id = e.location_id`;

/**
 * Everyone below `rootId` down to `maxDepth` levels (1 = direct reportees), active only, nearest
 * first. The recursion reads each employee row once through the manager index and carries it
 * along; reportee counts come from the subtree itself (a probe per row only on the deepest level
 * read, whose reportees are not in it).
 */
export function subtreeMembers(tx: Tx, rootId: string, maxDepth: number, limit: number): Promise<TeamMemberRow[]> {
  const depth = Math.min(maxDepth, MAX_HIERARCHY_DEPTH);
  return queryRows<TeamMemberRow>(
    tx,
    sql`with recursive tree as (
          select e.*, 1 as depth from employees e where e.manager_id = ${rootId}
          union all
          select e.*, t.depth + 1 from employees e join tree t on e.manager_id = t.id where t.depth < ${depth}
        ), counts as (
          select manager_id, count(*)::int as n from tree where status <> 'Inactive' group by manager_id
        ), members as (
          select * from tree where status <> 'Inactive'
          order by depth, display_name, employee_number
          limit ${limit}
        )
        select e.depth, ${memberColumns(sql`case when e.depth < ${depth} then coalesce(c.n, 0) else ${reporteeCountProbe} end`)}
        from members e left join counts c on c.manager_id = e.id ${memberJoins}
        order by e.depth, e.display_name, e.employee_number`,
  );
}

/**
 * The reporting line above `employeeId`: the manager at depth 1, up to the top of the hierarchy.
 * Inactive managers stay in the line, since they are still who the people below report to.
 */
export function managerChainMembers(tx: Tx, employeeId: string): Promise<TeamMemberRow[]> {
  return queryRows<TeamMemberRow>(
    tx,
    sql`with recursive chain as (
          select e.*, 1 as depth from employees e where e.id = (select manager_id from employees where id = ${employeeId})
          union all
          select e.*, c.depth + 1 from employees e join chain c on e.id = c.manager_id where c.depth < ${MAX_HIERARCHY_DEPTH}
        )
        select e.depth, ${memberColumns()}
        from chain e ${memberJoins}
        order by e.depth`,
  );
}

/** Colleagues with the same reporting manager. */
export function peerMembers(tx: Tx, employeeId: string): Promise<TeamMemberRow[]> {
  return queryRows<TeamMemberRow>(
    tx,
    sql`select 1 as depth, ${memberColumns()}
        from employees e ${memberJoins}
        where e.manager_id = (select manager_id from employees where id = ${employeeId})
          and e.id <> ${employeeId} and e.status <> 'Inactive'
        order by "displayName", e.employee_number`,
  );
}

/** The card of one employee (the home page's "my manager"). */
export async function memberById(tx: Tx, employeeId: string): Promise<TeamMemberRow | null> {
  const [row] = await queryRows<TeamMemberRow>(tx, sql`select 0 as depth, ${memberColumns()} from employees e ${memberJoins} where e.id = ${employeeId}`);
  return row ?? null;
}
