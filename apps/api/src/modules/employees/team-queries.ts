import { eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { hierarchyRoot, inRootRange, MAX_HIERARCHY_DEPTH } from './hierarchy.ts';
import { utcToday } from '../../platform/clock.ts';

export interface TeamMemberRow {
  depth: number;
  managerEmployeeNumber: string;
  employeeNumber: string;
  displayName: string;
  designation: string | null;
  departmentName: string | null;
  locationName: string | null;
  workplace: string | null;
  email: string;
  phone: string | null;
  profileImage: string | null;
  employmentType: string;
  status: string;
  dateOfJoining: string;
  legalEntityCode: string;
  reporteeCount: number;
}

/** How many people work under `e` today (SQL built per query: the day moves). */
const reporteeCountProbe = () =>
  sql`(select count(*)::int from employees r where r.manager_id = e.id and ${employedOn(utcToday(), 'r')})`;

/** The building and floor at the location where someone sits ('Tower A, Floor 3'), or null. */
export const workplaceColumn = sql`b.name || coalesce(', ' || f.name, '') as "workplace"`;

const memberColumns = () => sql`
  coalesce(m.employee_number, '') as "managerEmployeeNumber", e.employee_number as "employeeNumber",
  coalesce(nullif(e.full_name, ''), e.first_name || ' ' || coalesce(e.middle_name || ' ', '') || e.last_name) as "displayName",
  e.designation, d.name as "departmentName", l.name as "locationName", ${workplaceColumn}, e.email, e.phone, e.profile_image as "profileImage",
  e.employment_type as "employmentType", e.status, e.date_of_joining::text as "dateOfJoining", le.code as "legalEntityCode",
  ${reporteeCountProbe()} as "reporteeCount"`;

const memberJoins = sql`
  left join employees m on m.id = e.manager_id
  join legal_entities le on le.id = e.legal_entity_id
  left join departments d on d.id = e.department_id
  left join locations l on l.id = e.location_id
  left join buildings b on b.id = e.building_id
  left join building_floors f on f.id = e.floor_id`;

/**
 * The people below `rootId` down to `depth` levels as CTE `active` (depth 1 = direct reportees;
 * those who work here today, employedOn). Everyone below someone is one range of the hierarchy
 * path index, which carries every column read here (migration 0012), so no table row is read for
 * it (a Resigned row's resignation is looked up by its index). Direct reportees alone
 * are read through the manager index instead: near the top of a large hierarchy the range would
 * be most of the tenant.
 */
const subtreeOf = (rootId: string, depth: number) =>
  depth === 1
    ? sql`with active as (
            select e.id, e.display_name, e.employee_number, 1 as depth from employees e where e.manager_id = ${rootId} and ${employedOn()}
          )`
    : sql`with ${hierarchyRoot(rootId)}, active as (
            select e.id, e.display_name, e.employee_number, e.hierarchy_depth - root.depth as depth
            from root join employees e on ${inRootRange('e')}
            where e.hierarchy_depth between root.depth + 1 and root.depth + ${depth} and ${employedOn()}
          )`;

export interface SubtreePage {
  members: TeamMemberRow[];
  /** Everyone in the subtree (working here today), not only on this page. */
  total: number;
}

/**
 * Everyone below `rootId` down to `maxDepth` levels (1 = direct reportees) who works here today,
 * nearest first, one page of them and how many there are in all. Only the page's rows are read whole, and
 * only their reportees are counted.
 */
export async function subtreeMembers(
  tx: Tx,
  rootId: string,
  maxDepth: number,
  page: { limit: number; offset?: number },
): Promise<SubtreePage> {
  const depth = Math.min(maxDepth, MAX_HIERARCHY_DEPTH);
  const offset = page.offset ?? 0;
  const rows = await queryRows<TeamMemberRow & { total: number }>(
    tx,
    sql`${subtreeOf(rootId, depth)}, members as (
          select id, depth from active order by depth, display_name, employee_number limit ${page.limit} offset ${offset}
        )
        select t.depth, ${memberColumns()}, (select count(*)::int from active) as total
        from members t join employees e on e.id = t.id ${memberJoins}
        order by t.depth, e.display_name, e.employee_number`,
  );
  if (rows.length > 0 || offset === 0)
    return { members: rows.map(({ total: _total, ...member }) => member), total: rows[0]?.total ?? 0 };
  // A page past the end: no row to carry the total.
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`${subtreeOf(rootId, depth)} select count(*)::int as n from active`,
  );
  return { members: [], total: count?.n ?? 0 };
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
          and e.id <> ${employeeId} and ${employedOn()}
        order by "displayName", e.employee_number`,
  );
}

/** The card of one employee (the home page's "my manager"). */
export async function memberById(tx: Tx, employeeId: string): Promise<TeamMemberRow | null> {
  const [row] = await queryRows<TeamMemberRow>(
    tx,
    sql`select 0 as depth, ${memberColumns()} from employees e ${memberJoins} where e.id = ${employeeId}`,
  );
  return row ?? null;
}

/** Hierarchy changes of a tenant take this lock in turn (until the transaction ends). */
export const lockHierarchy = (tx: Tx, tenantCode: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hierarchy:${tenantCode}`}))`);

export const setManager = (tx: Tx, employeeId: string, managerId: string | null) =>
  tx.update(employees).set({ managerId, updatedAt: new Date() }).where(eq(employees.id, employeeId));
