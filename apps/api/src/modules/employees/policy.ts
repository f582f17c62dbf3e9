import { feature, hasAccess, section } from '@tenure/domain/access';
import {
  EDITABLE_SECTION_KEYS,
  PROFILE_SECTION_KEYS,
  PROFILE_SECTIONS,
  SELF_EDITABLE_CANDIDATES,
  type ProfileSectionKey,
} from '@tenure/domain/employees';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import type { Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { selfEditableSections } from './profile-queries.ts';
import { isInSubtreeOf } from './scope.ts';

/*
 * Who may see or change an employee's records (profile sections, documents, picture, team).
 * Refusal rule: a record the viewer may not know exists is a 404 (notFound); one they may know of
 * but not act on is a 403 (forbidden). Every colleague is in the directory, so an employee's
 * profile, documents or journey withheld from the caller is a 403; an unknown number is a 404.
 */

export const isHr = (v: Viewer) => hasAccess(v.permissions, section('EMPLOYEE', 'HrEmployeeList'));
const canHrEdit = (v: Viewer) => hasAccess(v.permissions, feature('EMPLOYEE', 'EmployeeProfileHrEdit'));
const canSelfEdit = (v: Viewer) => hasAccess(v.permissions, feature('EMPLOYEE', 'EmployeeProfileEdit'));
const canRevealSensitive = (v: Viewer) => hasAccess(v.permissions, feature('EMPLOYEE', 'EmployeeSensitiveReveal'));

export interface ProfileAccess {
  isSelf: boolean;
  visibleSections: ProfileSectionKey[];
  editableSections: ProfileSectionKey[];
  canReveal: boolean;
}

/**
 * Who sees and edits which sections of an employee's profile:
 * - the employee: every section; edits the tenant's self-editable sections with EmployeeProfileEdit;
 * - HR (HrEmployeeList): every section of everyone in the tenant; edits all with EmployeeProfileHrEdit;
 * - a manager (direct or indirect): the 'work' sections of their subtree, read only;
 * - anyone else: no profile (the directory card is all a colleague sees).
 */
export async function profileAccess(tx: Tx, v: Viewer, targetId: string): Promise<ProfileAccess> {
  const isSelf = v.employeeId === targetId;
  const hr = isHr(v);
  const managerOf = !isSelf && !hr && v.employeeId !== null && (await isInSubtreeOf(tx, targetId, v.employeeId));
  const visibleSections =
    isSelf || hr
      ? PROFILE_SECTION_KEYS
      : managerOf
        ? PROFILE_SECTION_KEYS.filter((s) => PROFILE_SECTIONS[s].audience === 'work')
        : [];

  const editable = new Set<ProfileSectionKey>();
  if (canHrEdit(v) && hr) [...EDITABLE_SECTION_KEYS, 'documents' as const].forEach((s) => editable.add(s));
  if (isSelf && canSelfEdit(v)) {
    const allowed = await selfEditableSections(tx);
    allowed.filter((s) => SELF_EDITABLE_CANDIDATES.includes(s)).forEach((s) => editable.add(s));
  }
  return {
    isSelf,
    visibleSections,
    editableSections: PROFILE_SECTION_KEYS.filter((s) => editable.has(s)),
    canReveal: canRevealSensitive(v) && visibleSections.length > 0,
  };
}

/** The picture is not a section: the employee changes their own with self edit, HR anyone's with HR edit. */
export const canChangeProfileImage = (v: Viewer, access: ProfileAccess) =>
  (access.isSelf && canSelfEdit(v)) || (isHr(v) && canHrEdit(v));

export function assertCanSeeProfile(access: ProfileAccess): void {
  if (access.visibleSections.length === 0) throw forbidden();
}

export function assertVisible(access: ProfileAccess, s: ProfileSectionKey): void {
  if (!access.visibleSections.includes(s)) throw forbidden(EMPLOYEE_MESSAGES.sectionNotVisible, 'SECTION_NOT_VISIBLE');
}

export function assertEditable(access: ProfileAccess, s: ProfileSectionKey): void {
  if (!access.editableSections.includes(s))
    throw forbidden(EMPLOYEE_MESSAGES.sectionNotEditable, 'SECTION_NOT_EDITABLE');
}
