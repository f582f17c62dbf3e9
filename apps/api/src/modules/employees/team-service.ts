import {
  displayName,
  EMPLOYEE_MESSAGES,
  MY_TEAM_LIMIT,
  type EmployeeCard,
  type MyTeamQuery,
} from '@tenure/domain/employees';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { MAX_HIERARCHY_DEPTH } from './hierarchy.ts';
import { findEmployeeByNumber } from './profile-queries.ts';
import { isInSubtreeOf } from './scope.ts';
import { loadEmployee } from './profile-service.ts';
import {
  lockHierarchy,
  managerChainMembers,
  peerMembers,
  setManager,
  subtreeMembers,
  type TeamMemberRow,
} from './team-queries.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { isHr } from './policy.ts';

export const toCard = (m: TeamMemberRow): EmployeeCard => ({
  employeeNumber: m.employeeNumber,
  displayName: m.displayName,
  designation: m.designation,
  departmentName: m.departmentName,
  locationName: m.locationName,
  workplace: m.workplace,
  email: m.email,
  phone: m.phone,
  profileImage: m.profileImage,
});
const toReportee = (m: TeamMemberRow) => ({ ...toCard(m), reporteeCount: m.reporteeCount });
const toIndirect = (m: TeamMemberRow) => ({
  ...toReportee(m),
  depth: m.depth,
  managerEmployeeNumber: m.managerEmployeeNumber,
});

/** Whose team is asked for: the caller by default. */
async function rootOf(tx: Tx, v: Viewer, employeeNumber: string | undefined) {
  if (!employeeNumber) return requireEmployee(v);
  return (await loadEmployee(tx, employeeNumber)).id;
}

/** Direct reportees as colleague cards: the org chart shows these for anyone, so any user may ask. */
export async function directReportees(tx: Tx, v: Viewer, employeeNumber?: string) {
  return (await subtreeMembers(tx, await rootOf(tx, v, employeeNumber), 1, { limit: MY_TEAM_LIMIT })).members.map(
    toReportee,
  );
}

/** The whole subtree: of the caller, of someone in the caller's subtree, or of anyone for HR. */
export async function indirectReportees(tx: Tx, v: Viewer, employeeNumber?: string) {
  const rootId = await rootOf(tx, v, employeeNumber);
  const allowed =
    rootId === v.employeeId || isHr(v) || (v.employeeId !== null && (await isInSubtreeOf(tx, rootId, v.employeeId)));
  if (!allowed) throw forbidden();
  return (await subtreeMembers(tx, rootId, MAX_HIERARCHY_DEPTH, { limit: MY_TEAM_LIMIT })).members.map(toIndirect);
}

/** The reporting line above an employee, for climbing the org chart: colleague cards, so any user may ask. */
export async function managerChain(tx: Tx, employeeNumber: string) {
  return (await managerChainMembers(tx, (await loadEmployee(tx, employeeNumber)).id)).map(toReportee);
}

export async function peers(tx: Tx, v: Viewer) {
  return (await peerMembers(tx, requireEmployee(v))).map(toReportee);
}

/** The caller's team for the reporting-team page, a page at a time: direct reportees, or the whole subtree with `indirect`. */
export async function myTeam(tx: Tx, v: Viewer, query: MyTeamQuery) {
  const { members, total } = await subtreeMembers(tx, requireEmployee(v), query.indirect ? MAX_HIERARCHY_DEPTH : 1, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    items: members.map((m) => ({
      ...toIndirect(m),
      employmentType: m.employmentType,
      status: m.status,
      dateOfJoining: m.dateOfJoining,
      legalEntityCode: m.legalEntityCode,
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

/**
 * HR moves an employee under another manager. Refused when the new manager is the employee or
 * anywhere below them, which would make the hierarchy a loop. Hierarchy changes of a tenant take
 * one lock in turn, so two moves that are each fine alone cannot together build a loop.
 */
export async function updateReportingManager(
  tx: Tx,
  v: Viewer,
  employeeNumber: string,
  managerEmployeeNumber: string | null,
) {
  await lockHierarchy(tx, v.tenantCode);
  const row = await loadEmployee(tx, employeeNumber, true);
  let manager: { id: string; employeeNumber: string; displayName: string } | null = null;
  if (managerEmployeeNumber) {
    const found = await findEmployeeByNumber(tx, managerEmployeeNumber);
    const field = (message: string) => badRequest(message, { managerEmployeeNumber: message });
    if (!found) throw field(EMPLOYEE_MESSAGES.unknownManager);
    if (found.status === 'Inactive') throw field(EMPLOYEE_MESSAGES.inactiveManager);
    if (found.id === row.id || (await isInSubtreeOf(tx, found.id, row.id))) {
      throw badRequest(
        EMPLOYEE_MESSAGES.managerCycle,
        { managerEmployeeNumber: EMPLOYEE_MESSAGES.managerCycle },
        'HIERARCHY_CYCLE',
      );
    }
    manager = { id: found.id, employeeNumber: found.employeeNumber, displayName: displayName(found) };
  }
  await setManager(tx, row.id, manager?.id ?? null);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.reporting-manager.update',
    entity: 'employee',
    entityId: row.id,
    before: { managerEmployeeNumber: row.managerNumber },
    after: { managerEmployeeNumber: manager?.employeeNumber ?? null },
  });
  return {
    employeeNumber: row.employeeNumber,
    reportingManager: manager && { employeeNumber: manager.employeeNumber, displayName: manager.displayName },
  };
}
