import {
  EMPLOYEE_MESSAGES,
  isSensitiveSection,
  sectionInputSchema,
  type EditableSectionKey,
  type EmployeeProfileView,
  type ProfileSettings,
  type SectionInput,
} from '@tenure/domain/employees';
import { countryOfEntity } from '@tenure/domain/validation';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound, toFieldErrors } from '../../platform/errors.ts';
import { listDocuments } from './document-queries.ts';
import * as q from './profile-queries.ts';
import { buildProfileView, sectionView } from './profile-view.ts';
import { maskSection, restoreUnchangedSensitive, sensitiveValues, storedPart } from './section-storage.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { assertCanSeeProfile, assertEditable, assertVisible, profileAccess } from './policy.ts';

export async function loadEmployee(tx: Tx, employeeNumber: string, lock = false) {
  const row = await q.findEmployeeByNumber(tx, employeeNumber, lock);
  if (!row) throw notFound(EMPLOYEE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return row;
}

export async function getProfile(tx: Tx, v: Viewer, employeeNumber: string): Promise<EmployeeProfileView> {
  const row = await loadEmployee(tx, employeeNumber);
  const access = await profileAccess(tx, v, row.id);
  assertCanSeeProfile(access);
  // One transaction is one connection: its queries run one after another.
  const stored = await q.sectionDocuments(tx, row.id);
  const documents = await listDocuments(tx, row.id);
  return buildProfileView({ row, stored, documents, access });
}

export async function getMyProfile(tx: Tx, v: Viewer): Promise<EmployeeProfileView> {
  const number = await q.findEmployeeNumberById(tx, requireEmployee(v));
  if (!number) throw notFound(EMPLOYEE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return getProfile(tx, v, number);
}

/**
 * Replaces one section after checking the caller may edit it, with the rules of the employee's
 * legal entity country. Masked sensitive values sent back unchanged keep the stored value.
 */
export async function updateSection(
  tx: Tx,
  v: Viewer,
  employeeNumber: string,
  section: EditableSectionKey,
  body: Record<string, unknown>,
) {
  const row = await loadEmployee(tx, employeeNumber, true);
  assertEditable(await profileAccess(tx, v, row.id), section);
  const stored = await q.sectionDocument(tx, row.id, section);
  const before = sectionView(section, row, stored);
  const parsed = sectionInputSchema(section, countryOfEntity(row.legalEntityCode)).safeParse(
    restoreUnchangedSensitive(section, body, stored),
  );
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error.issues);
    throw badRequest(Object.values(fieldErrors)[0] ?? EMPLOYEE_MESSAGES.sectionNotEditable, fieldErrors);
  }
  const data = parsed.data;
  if (section === 'workDetails') await saveWorkDetails(tx, row.id, data as SectionInput<'workDetails'>);
  else {
    if (section === 'personal') await q.savePersonalColumns(tx, row.id, data as SectionInput<'personal'>);
    if (section === 'contact') await q.setPhone(tx, row.id, (data as SectionInput<'contact'>).mobilePhone);
    await q.saveSectionDocument(tx, v.tenantCode, row.id, section, storedPart(section, data), v.userId);
  }
  // The audit trail keeps masked values: it is read more widely than the profile itself.
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.profile.update',
    entity: 'employee',
    entityId: row.id,
    before: before && { section, ...maskSection(section, before) },
    after: { section, ...maskSection(section, data) },
  });
  return getProfile(tx, v, employeeNumber);
}

async function saveWorkDetails(tx: Tx, employeeId: string, w: SectionInput<'workDetails'>) {
  const fieldErrors: Record<string, string> = {
    ...((await q.departmentExists(tx, w.departmentId)) ? {} : { departmentId: EMPLOYEE_MESSAGES.unknownDepartment }),
    ...((await q.locationExists(tx, w.locationId)) ? {} : { locationId: EMPLOYEE_MESSAGES.unknownLocation }),
    ...(await placementErrors(tx, w)),
  };
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  await q.saveWorkColumns(tx, employeeId, w);
}

/** The building must be one of the work location's, and the floor one of the building's. */
async function placementErrors(tx: Tx, w: SectionInput<'workDetails'>): Promise<Record<string, string>> {
  if (!w.buildingId) return {};
  if ((await q.locationOfBuilding(tx, w.buildingId)) !== w.locationId)
    return { buildingId: EMPLOYEE_MESSAGES.buildingNotAtLocation };
  if (!w.floorId) return {};
  return (await q.buildingOfFloor(tx, w.floorId)) === w.buildingId
    ? {}
    : { floorId: EMPLOYEE_MESSAGES.floorNotInBuilding };
}

/** The whole sensitive values of one section, for a caller holding EmployeeSensitiveReveal; always audited. */
export async function revealSensitive(tx: Tx, v: Viewer, employeeNumber: string, section: EditableSectionKey) {
  if (!isSensitiveSection(section)) throw notFound();
  const row = await loadEmployee(tx, employeeNumber);
  assertVisible(await profileAccess(tx, v, row.id), section);
  const values = sensitiveValues(section, await q.sectionDocument(tx, row.id, section));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.sensitive.reveal',
    entity: 'employee',
    entityId: row.id,
    after: { section, fields: Object.keys(values) },
  });
  return values;
}

export async function getProfileSettings(tx: Tx): Promise<ProfileSettings> {
  return { selfEditableSections: (await q.selfEditableSections(tx)) as ProfileSettings['selfEditableSections'] };
}

export async function updateProfileSettings(tx: Tx, v: Viewer, input: ProfileSettings): Promise<ProfileSettings> {
  const before = await getProfileSettings(tx);
  const sections = [...new Set(input.selfEditableSections)];
  await q.saveSelfEditableSections(tx, v.tenantCode, sections);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.profile-settings.update',
    entity: 'employee_profile_settings',
    entityId: v.tenantCode,
    before,
    after: { selfEditableSections: sections },
  });
  return { selfEditableSections: sections };
}
