import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { buildingFloors, buildings, departments, legalEntities, locations } from './org.ts';

/**
 * The employee record: identity, work details and hierarchy as columns (lists, filters and the
 * reporting tree query them); the other profile sections live in employee_profile_sections.
 */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    tenantId: tenantId(),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** SPEC §3: shown instead of first/middle/last when set. */
    fullName: text('full_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    designation: text('designation'),
    jobTitle: text('job_title'),
    grade: text('grade'),
    /** A Level master name (gradeAndLevelInOnboarding). */
    level: text('level'),
    employmentType: text('employment_type').notNull(),
    status: text('status').notNull().default('Active'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    dateOfJoining: date('date_of_joining').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    departmentId: uuid('department_id'),
    locationId: uuid('location_id'),
    /** Where at the location they sit; the building belongs to location_id and the floor to the building (checked on write). */
    buildingId: uuid('building_id'),
    floorId: uuid('floor_id'),
    managerId: uuid('manager_id'),
    /**
     * The reporting line from the top of the hierarchy down to this employee, as ids each followed
     * by '/', and how deep that is (0 at the top): everyone below someone is one range of this path.
     * Kept by the employees_hierarchy_* triggers (migration 0012) whenever manager_id is set.
     */
    hierarchyPath: text('hierarchy_path').notNull().default(''),
    hierarchyDepth: integer('hierarchy_depth').notNull().default(0),
    /** The URL the image is served at (with a version so caches refresh), or null. */
    profileImage: text('profile_image'),
    /** SPEC §3 display name: fullName, else first [middle] last. Stored so lists sort on an index. */
    displayName: text('display_name')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`coalesce(nullif(${employees.fullName}, ''), ${employees.firstName} || ' ' || coalesce(${employees.middleName} || ' ', '') || ${employees.lastName})`,
      ),
    /** What the list's "contains" search reads: display name, employee number and email, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(nullif(${employees.fullName}, ''), ${employees.firstName} || ' ' || coalesce(${employees.middleName} || ' ', '') || ${employees.lastName}) || ' ' || ${employees.employeeNumber} || ' ' || ${employees.email})`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'employees_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employees_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('employees_department_id_fk', t, t.departmentId, departments),
    tenantReference('employees_location_id_fk', t, t.locationId, locations),
    tenantReference('employees_building_id_fk', t, t.buildingId, buildings),
    tenantReference('employees_floor_id_fk', t, t.floorId, buildingFloors),
    tenantReference('employees_manager_id_fk', t, t.managerId, t),
    uniqueIndex('employees_number').on(t.tenantId, t.employeeNumber),
    // People are looked up by number without regard to case (`lower(employee_number) = …`) in many places.
    index('employees_number_lower').on(t.tenantId, sql`lower(${t.employeeNumber})`),
    index('employees_manager').on(t.tenantId, t.managerId),
    // A subtree page's order and its total are read off this index alone.
    index('employees_hierarchy').on(
      t.tenantId,
      t.hierarchyPath.op('text_pattern_ops'),
      t.hierarchyDepth,
      t.status,
      t.displayName,
      t.employeeNumber,
      t.id,
    ),
    // The HR list filtered by department reads a page straight off this index, in name order.
    index('employees_department_name').on(t.tenantId, t.departmentId, sql`lower(${t.displayName})`, t.employeeNumber),
    index('employees_location').on(t.tenantId, t.locationId),
    // Deleting a building or floor checks for employees on it (the foreign keys) through these.
    index('employees_building')
      .on(t.buildingId)
      .where(sql`${t.buildingId} is not null`),
    index('employees_floor')
      .on(t.floorId)
      .where(sql`${t.floorId} is not null`),
    // The directory counts everyone not inactive off this small index alone (no visit to the rows, no test per entry).
    index('employees_not_inactive')
      .on(t.tenantId)
      .where(sql`${t.status} <> 'Inactive'`),
    index('employees_sort_name').on(t.tenantId, sql`lower(${t.displayName})`, t.employeeNumber),
    // Who is working (Active or Notice Period), off the index alone: the skill matrix counts its people against it.
    index('employees_working')
      .on(t.tenantId, t.id)
      .where(sql`${t.status} in ('Active', 'Notice Period')`),
    tenantIsolation('employees'),
  ],
);

/**
 * The words a person is found by in the header search (name words, employee number, email and its
 * local-part words), kept by a trigger on employees (migrations 0006, 0011). Prefix search runs as
 * a range on this index; range operators are leakproof, so row-level security does not stop the
 * index being used (LIKE and trigram operators are not, and would scan every row). Each word
 * carries what the search ranks and sorts by, so the best matches are picked from the index
 * alone and only they are read from employees.
 */
export const employeeSearchWords = pgTable(
  'employee_search_words',
  {
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    word: text('word').notNull(),
    /** 0 the employee number, 1 the first word of the name, 2 a later name word, 3 the email or an email word. */
    kind: smallint('kind').notNull(),
    /** Copies of employees.status <> 'Inactive', lower(display_name) and employee_number. */
    active: boolean('active').notNull(),
    sortName: text('sort_name').notNull(),
    employeeNumber: text('employee_number').notNull(),
  },
  (t) => [
    tenantReference('employee_search_words_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    primaryKey({ name: 'employee_search_words_pkey', columns: [t.tenantId, t.employeeId, t.word] }),
    index('employee_search_words_prefix').on(
      t.tenantId,
      t.word.op('text_pattern_ops'),
      t.active,
      t.kind,
      t.sortName,
      t.employeeNumber,
      t.employeeId,
    ),
    tenantIsolation('employee_search_words'),
  ],
);
