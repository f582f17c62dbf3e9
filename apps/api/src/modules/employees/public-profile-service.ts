import { EMPLOYEE_MESSAGES, MY_TEAM_LIMIT, type PublicProfileView } from '@tenure/domain/employees';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { loadEmployee } from './profile-service.ts';
import { memberById, subtreeMembers } from './team-queries.ts';
import { toCard } from './team-service.ts';
import { profileAccess } from './policy.ts';

/**
 * A colleague's public profile: the directory card plus legal entity, joining date, manager and
 * direct reportees. It follows the directory, so someone inactive is not found unless the caller
 * may see their full profile; whether they may is the one rule of viewer.ts.
 */
export async function getPublicProfile(tx: Tx, v: Viewer, employeeNumber: string): Promise<PublicProfileView> {
  const row = await loadEmployee(tx, employeeNumber);
  const canViewFullProfile = (await profileAccess(tx, v, row.id)).visibleSections.length > 0;
  if (row.status === 'Inactive' && !canViewFullProfile)
    throw notFound(EMPLOYEE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  // One transaction is one connection: its queries run one after another.
  const self = await memberById(tx, row.id);
  if (!self) throw notFound(EMPLOYEE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  const manager = row.managerId ? await memberById(tx, row.managerId) : null;
  const { members: reportees } = await subtreeMembers(tx, row.id, 1, { limit: MY_TEAM_LIMIT });
  return {
    ...toCard(self),
    legalEntityCode: row.legalEntityCode,
    legalEntityName: row.legalEntityName,
    dateOfJoining: row.dateOfJoining,
    reportingManager: manager ? toCard(manager) : null,
    directReportees: reportees.map(toCard),
    canViewFullProfile,
  };
}
