/**
 * A route's scope applied to employees' rows: the guard resolves the route's declared scope into
 * `viewer.scope`; a use-case narrows its list with `inScope` and checks a single record with
 * `assertRecordInScope` (404 outside it) or the person a call names with `scopedEmployee` (403:
 * every colleague is in the directory). A project team is timesheets' to apply: on such a route
 * these see the viewer's own rows, as on a self route.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AccessKey } from '@tenure/domain/access';
import { hasAccess } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { Scope } from '../../platform/context.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { hierarchyRoot, inRootRange, MAX_HIERARCHY_DEPTH } from './hierarchy.ts';
import { findEmployeeByNumber } from './profile-queries.ts';

/**
 * SQL: the employee `employeeId` (a column or a value) is within `scope`. The people of the scope
 * are one uncorrelated set (the reporting line one range of the employees_hierarchy index), read
 * once for a whole list rather than once per row.
 */
export function inScope(scope: Scope, employeeId: SQL): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'entity':
      return sql`${employeeId} in (select id from employees where legal_entity_id in ${entitiesInScope(scope)})`;
    case 'self':
    case 'project-team':
      return scope.employeeId ? sql`${employeeId} = ${scope.employeeId}` : sql`false`;
    case 'reportees': {
      if (!scope.managerId) return sql`false`;
      const below = scope.indirect
        ? sql`${employeeId} in (with ${hierarchyRoot(scope.managerId)}
                select e.id from root join employees e on ${inRootRange('e')}
                where e.hierarchy_depth between root.depth + 1 and root.depth + ${MAX_HIERARCHY_DEPTH})`
        : sql`${employeeId} in (select id from employees where manager_id = ${scope.managerId})`;
      return scope.andSelf ? sql`(${employeeId} = ${scope.managerId} or ${below})` : below;
    }
  }
}

/** The scope with a reporting line cut to direct reportees (a team list's "direct only" switch). */
export const directOnly = (scope: Scope): Scope => (scope.kind === 'reportees' ? { ...scope, indirect: false } : scope);

/** Whether `employeeId` is within `scope`: a reporting line is read from the two people's paths. */
export async function isInScope(tx: Tx, scope: Scope, employeeId: string): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'self' || scope.kind === 'project-team') return scope.employeeId === employeeId;
  if (scope.kind === 'reportees' && scope.andSelf && scope.managerId === employeeId) return true;
  const check =
    scope.kind === 'entity'
      ? sql`select 1 from employees where id = ${employeeId} and legal_entity_id in ${entitiesInScope(scope)}`
      : sql`select 1 from employees e join employees m on m.id = ${scope.managerId}
             where e.id = ${employeeId} and starts_with(e.hierarchy_path, m.hierarchy_path)
               and e.hierarchy_depth - m.hierarchy_depth between 1 and ${scope.indirect ? MAX_HIERARCHY_DEPTH : 1}`;
  const [row] = await queryRows<{ found: boolean }>(tx, sql`select exists(${check}) as found`);
  return row?.found ?? false;
}

/** Whether `employeeId` is somewhere below `managerId` in the reporting tree (their paths say so). */
export const isInSubtreeOf = (tx: Tx, employeeId: string, managerId: string): Promise<boolean> =>
  isInScope(tx, { kind: 'reportees', managerId, indirect: true, andSelf: false }, employeeId);

/** A record of `ownerId`'s outside the viewer's scope does not exist for them: 404. */
export async function assertRecordInScope(tx: Tx, v: Viewer, ownerId: string): Promise<void> {
  if (!(await isInScope(tx, v.scope, ownerId))) throw notFound();
}

/**
 * The employee a call names by number, within the viewer's scope: none named is the caller; an
 * unknown number is 404; a colleague outside the scope 403 (every colleague is in the directory).
 */
export async function scopedEmployee(tx: Tx, v: Viewer, employeeNumber: string | undefined): Promise<string> {
  if (!employeeNumber) return requireEmployee(v);
  const target = await findEmployeeByNumber(tx, employeeNumber);
  if (!target) throw notFound();
  if (!(await isInScope(tx, v.scope, target.id))) throw forbidden();
  return target.id;
}

/** How a module's approvals follow the reporting line (leave, resignations). */
export interface ApprovalRules {
  /** HR of the module: approves anyone's request. */
  hr: boolean;
  /** A manager above the requester holding this key approves too (not only the named approver). */
  team: AccessKey;
  /** Whether the viewer also acts as HR admin (cancels approved requests, releases, completes). */
  hrAdmin: boolean;
}

/**
 * The roles the viewer holds towards a request: its employee is the requester (nobody decides
 * their own); its named approver, HR, and a manager above it holding `rules.team` approve.
 */
export async function approvalActors(
  tx: Tx,
  v: Viewer,
  request: { employeeId: string; approverId: string | null },
  rules: ApprovalRules,
): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  if (me !== null && me === request.employeeId) return ['requester'];
  const actors: ApprovalActor[] = [];
  if (
    (me !== null && request.approverId === me) ||
    rules.hr ||
    (me !== null && hasAccess(v.permissions, rules.team) && (await isInSubtreeOf(tx, request.employeeId, me)))
  )
    actors.push('approver');
  if (rules.hrAdmin) actors.push('hrAdmin');
  return actors;
}
