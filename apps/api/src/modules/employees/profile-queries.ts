import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_SELF_EDITABLE_SECTIONS, type ProfileSectionKey, type SectionInput } from '@tenure/domain/employees';
import {
  buildingFloors,
  buildings,
  departments,
  employeeProfileSections,
  employeeProfileSettings,
  employees,
  legalEntities,
  locations,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { shownStatusSql } from './list-queries.ts';

const manager = alias(employees, 'manager');
const parentDepartment = alias(departments, 'parent_department');

/** The employee row a profile is built from, with the names of what it refers to. */
export function findEmployeeByNumber(tx: Tx, employeeNumber: string, lock = false) {
  const query = tx
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      fullName: employees.fullName,
      gender: employees.gender,
      dateOfBirth: employees.dateOfBirth,
      email: employees.email,
      designation: employees.designation,
      jobTitle: employees.jobTitle,
      grade: employees.grade,
      employmentType: employees.employmentType,
      status: employees.status,
      shownStatus: shownStatusSql,
      dateOfJoining: employees.dateOfJoining,
      profileImage: employees.profileImage,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      parentDepartmentName: parentDepartment.name,
      locationId: employees.locationId,
      locationName: locations.name,
      buildingId: employees.buildingId,
      buildingName: buildings.name,
      floorId: employees.floorId,
      floorName: buildingFloors.name,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      managerId: employees.managerId,
      managerNumber: manager.employeeNumber,
      managerFirstName: manager.firstName,
      managerMiddleName: manager.middleName,
      managerLastName: manager.lastName,
      managerFullName: manager.fullName,
    })
    .from(employees)
    .innerJoin(legalEntities, eq(legalEntities.id, employees.legalEntityId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(parentDepartment, eq(parentDepartment.id, departments.parentId))
    .leftJoin(locations, eq(locations.id, employees.locationId))
    .leftJoin(buildings, eq(buildings.id, employees.buildingId))
    .leftJoin(buildingFloors, eq(buildingFloors.id, employees.floorId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(sql`lower(${employees.employeeNumber}) = ${employeeNumber.toLowerCase()}`);
  return (lock ? query.for('update', { of: employees }) : query).then((r) => r[0] ?? null);
}
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeByNumber>>>;

export const findEmployeeNumberById = (tx: Tx, id: string) =>
  tx
    .select({ employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(eq(employees.id, id))
    .then((r) => r[0]?.employeeNumber ?? null);

export async function selfEditableSections(tx: Tx): Promise<ProfileSectionKey[]> {
  const [row] = await tx
    .select({ sections: employeeProfileSettings.selfEditableSections })
    .from(employeeProfileSettings);
  return (row?.sections as ProfileSectionKey[] | undefined) ?? DEFAULT_SELF_EDITABLE_SECTIONS;
}

export async function saveSelfEditableSections(tx: Tx, tenantId: string, sections: string[]) {
  await tx
    .insert(employeeProfileSettings)
    .values({ tenantId, selfEditableSections: sections })
    .onConflictDoUpdate({
      target: employeeProfileSettings.tenantId,
      set: { selfEditableSections: sections, updatedAt: new Date() },
    });
}

export async function sectionDocuments(tx: Tx, employeeId: string): Promise<Map<string, Record<string, unknown>>> {
  const rows = await tx
    .select({ section: employeeProfileSections.section, data: employeeProfileSections.data })
    .from(employeeProfileSections)
    .where(eq(employeeProfileSections.employeeId, employeeId));
  return new Map(rows.map((r) => [r.section, r.data]));
}

export async function sectionDocument(tx: Tx, employeeId: string, section: string) {
  const [row] = await tx
    .select({ data: employeeProfileSections.data })
    .from(employeeProfileSections)
    .where(and(eq(employeeProfileSections.employeeId, employeeId), eq(employeeProfileSections.section, section)));
  return row?.data ?? null;
}

export async function saveSectionDocument(
  tx: Tx,
  tenantId: string,
  employeeId: string,
  section: string,
  data: Record<string, unknown>,
  userId: string,
) {
  await tx
    .insert(employeeProfileSections)
    .values({ tenantId, employeeId, section, data, updatedBy: userId })
    .onConflictDoUpdate({
      target: [employeeProfileSections.tenantId, employeeProfileSections.employeeId, employeeProfileSections.section],
      set: { data, updatedBy: userId, updatedAt: new Date() },
    });
}

export const setPhone = (tx: Tx, employeeId: string, phone: string | null | undefined) =>
  tx.update(employees).set({ phone, updatedAt: new Date() }).where(eq(employees.id, employeeId));

/** The columns of the Personal section kept on the employee row (the rest is its section document). */
export const savePersonalColumns = (tx: Tx, employeeId: string, p: SectionInput<'personal'>) =>
  tx
    .update(employees)
    .set({
      firstName: p.firstName,
      middleName: p.middleName ?? null,
      lastName: p.lastName,
      fullName: p.fullName ?? null,
      gender: p.gender ?? null,
      dateOfBirth: p.dateOfBirth ?? null,
      updatedAt: new Date(),
    })
    .where(eq(employees.id, employeeId));

export const saveWorkColumns = (tx: Tx, employeeId: string, w: SectionInput<'workDetails'>) =>
  tx
    .update(employees)
    .set({
      jobTitle: w.jobTitle ?? null,
      designation: w.designation,
      grade: w.grade ?? null,
      departmentId: w.departmentId,
      locationId: w.locationId,
      buildingId: w.buildingId ?? null,
      floorId: w.buildingId ? (w.floorId ?? null) : null,
      employmentType: w.employmentType,
      dateOfJoining: w.dateOfJoining,
      email: w.workEmail,
      updatedAt: new Date(),
    })
    .where(eq(employees.id, employeeId));

export const departmentExists = async (tx: Tx, id: string) =>
  (await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id))).length > 0;
export const locationExists = async (tx: Tx, id: string) =>
  (await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id))).length > 0;
export const locationOfBuilding = async (tx: Tx, id: string) =>
  (await tx.select({ locationId: buildings.locationId }).from(buildings).where(eq(buildings.id, id)))[0]?.locationId;
export const buildingOfFloor = async (tx: Tx, id: string) =>
  (await tx.select({ buildingId: buildingFloors.buildingId }).from(buildingFloors).where(eq(buildingFloors.id, id)))[0]
    ?.buildingId;
