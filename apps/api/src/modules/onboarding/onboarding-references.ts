import { isContractor } from '@tenure/domain/access';
import type { FlagSet } from '@tenure/domain/flags';
import { checkAge, ONBOARDING_MESSAGES, type OnboardingRow } from '@tenure/domain/onboarding';
import { adminUsernameOf } from '@tenure/domain/tenants';
import { countryOfEntity } from '@tenure/domain/validation';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { readReferences } from './onboarding-queries.ts';

/** A problem of one row: its index in the batch, the dotted field ('job.departmentId') and the message. */
export interface OnboardingRowError {
  row: number;
  field: string;
  message: string;
}

export type OnboardingFlags = Pick<
  FlagSet,
  'autoEmployeeNumberGeneration' | 'gradeAndLevelInOnboarding' | 'ageRestrictionPopups'
>;

/** A row whose references all resolved: what the write step needs besides the row itself. */
export interface ResolvedRow {
  row: OnboardingRow;
  index: number;
  legalEntityId: string;
  /** Master names as the master spells them. */
  designation: string;
  jobTitle: string | null;
  grade: string | null;
  level: string | null;
  /** An existing employee's id, or the batch index of a manager onboarded with this row. */
  manager: { employeeId: string } | { batchIndex: number } | null;
  username: string;
  roleId: string | null;
}

const lower = (s: string) => s.toLowerCase();

/**
 * Checks what zod cannot: that the rows' references exist in the tenant (an entity of `entities`, where the actor may onboard; department,
 * location, building and floor, masters, plans, manager, vendor type, currency), that numbers,
 * emails and usernames are free (in the tenant and within the batch), that the reporting lines
 * form no loop, and the age rule when its flag is on. Reads only; all errors of all rows at once.
 */
export async function resolveRows(
  tx: Tx,
  rows: readonly OnboardingRow[],
  flags: OnboardingFlags,
  entities: SQL,
): Promise<{ resolved: ResolvedRow[]; errors: OnboardingRowError[] }> {
  const refs = await readReferences(tx, rows, entities);
  const errors: OnboardingRowError[] = [];
  const entityByCode = new Map(refs.entities.map((e) => [e.code.toUpperCase(), e]));
  const known = (list: { id: string }[]) => new Set(list.map((x) => x.id));
  const departments = known(refs.departments);
  const locations = known(refs.locations);
  const currencies = known(refs.currencies);
  const buildings = new Map(refs.buildings.map((b) => [b.id, b.locationId]));
  const floors = new Map(refs.floors.map((f) => [f.id, f.buildingId]));
  const plans = new Map(refs.plans.map((p) => [p.id, p.typeKey]));
  const masterName = (type: string, name: string) =>
    refs.masters.find((m) => m.type === type && lower(m.name) === lower(name.trim()))?.name ?? null;
  const vendorTypes = new Set(refs.masters.filter((m) => m.type === 'VendorType').map((m) => m.id));
  const peopleByNumber = new Map(refs.people.map((p) => [p.number, p]));
  const peopleByEmail = new Map(refs.people.map((p) => [p.email, p]));
  const takenUsernames = new Set(refs.accounts.map((a) => a.username));
  const takenEmails = new Set([...refs.accounts.map((a) => a.email), ...refs.people.map((p) => p.email)]);
  const roleOf = new Map(refs.roles.map((r) => [r.code, r.id]));

  // Within the batch: first row with a number / email wins; later ones are duplicates.
  const batchByNumber = new Map<string, number>();
  const batchByEmail = new Map<string, number>();
  const batchUsernames = new Map<string, number>();
  rows.forEach((r, i) => {
    if (!flags.autoEmployeeNumberGeneration && r.job.employeeNumber && !batchByNumber.has(r.job.employeeNumber))
      batchByNumber.set(r.job.employeeNumber, i);
    if (!batchByEmail.has(r.job.workEmail)) batchByEmail.set(r.job.workEmail, i);
  });

  const resolved: ResolvedRow[] = [];
  const managerIndex: (number | null)[] = [];
  rows.forEach((row, index) => {
    const before = errors.length;
    const fail = (field: string, message: string) => errors.push({ row: index, field, message });
    const { job } = row;
    const entity = entityByCode.get(job.legalEntityCode.toUpperCase());
    if (!entity) fail('job.legalEntityCode', ONBOARDING_MESSAGES.unknownLegalEntity);
    if (!departments.has(job.departmentId)) fail('job.departmentId', ONBOARDING_MESSAGES.unknownDepartment);
    if (!locations.has(job.locationId)) fail('job.locationId', ONBOARDING_MESSAGES.unknownLocation);
    if (job.buildingId && buildings.get(job.buildingId) !== job.locationId)
      fail('job.buildingId', ONBOARDING_MESSAGES.unknownBuilding);
    if (job.floorId && floors.get(job.floorId) !== job.buildingId)
      fail('job.floorId', ONBOARDING_MESSAGES.unknownFloor);

    const designation = masterName('Designation', job.designation);
    if (!designation) fail('job.designation', ONBOARDING_MESSAGES.unknownMasterValue);
    const jobTitle = job.jobTitle ? masterName('JobTitle', job.jobTitle) : null;
    if (job.jobTitle && !jobTitle) fail('job.jobTitle', ONBOARDING_MESSAGES.unknownMasterValue);
    const graded = { grade: null as string | null, level: null as string | null };
    for (const field of ['grade', 'level'] as const) {
      const value = job[field];
      if (!value) continue;
      if (!flags.gradeAndLevelInOnboarding) fail(`job.${field}`, ONBOARDING_MESSAGES.gradeAndLevelOff);
      else if (!(graded[field] = masterName(field === 'grade' ? 'Grade' : 'Level', value)))
        fail(`job.${field}`, ONBOARDING_MESSAGES.unknownMasterValue);
    }

    for (const [typeKey, planId] of Object.entries(row.policies)) {
      if (plans.get(planId) !== typeKey) fail(`policies.${typeKey}`, ONBOARDING_MESSAGES.unknownPlan);
    }
    if (row.contract) {
      if (row.contract.vendorTypeId && !vendorTypes.has(row.contract.vendorTypeId))
        fail('contract.vendorTypeId', ONBOARDING_MESSAGES.unknownMasterValue);
      if (!currencies.has(row.contract.currencyId)) fail('contract.currencyId', ONBOARDING_MESSAGES.unknownCurrency);
    }

    if (!flags.autoEmployeeNumberGeneration) {
      if (!job.employeeNumber) fail('job.employeeNumber', ONBOARDING_MESSAGES.employeeNumberRequired);
      else if (peopleByNumber.has(job.employeeNumber))
        fail('job.employeeNumber', ONBOARDING_MESSAGES.employeeNumberTaken);
      else if (batchByNumber.get(job.employeeNumber) !== index)
        fail('job.employeeNumber', ONBOARDING_MESSAGES.duplicateInBatch);
    }
    if (takenEmails.has(job.workEmail)) fail('job.workEmail', ONBOARDING_MESSAGES.emailTaken);
    else if (batchByEmail.get(job.workEmail) !== index) fail('job.workEmail', ONBOARDING_MESSAGES.duplicateInBatch);

    // A chosen username must be free; the default one falls back to the email when it is not.
    let username = row.account.username ?? adminUsernameOf(job.workEmail);
    const usernameFree = (name: string) => !takenUsernames.has(lower(name)) && !batchUsernames.has(lower(name));
    if (!usernameFree(username)) {
      if (row.account.username) fail('account.username', ONBOARDING_MESSAGES.usernameTaken);
      else username = job.workEmail;
    }
    batchUsernames.set(lower(username), index);

    let manager: ResolvedRow['manager'] = null;
    managerIndex[index] = null;
    const byNumber = job.managerEmployeeNumber;
    const byEmail = job.managerEmail;
    if (byNumber || byEmail) {
      const inBatch = byNumber ? batchByNumber.get(byNumber) : batchByEmail.get(byEmail!);
      const existing = byNumber ? peopleByNumber.get(byNumber) : peopleByEmail.get(byEmail!);
      const field = byNumber ? 'job.managerEmployeeNumber' : 'job.managerEmail';
      if (inBatch !== undefined) {
        manager = { batchIndex: inBatch };
        managerIndex[index] = inBatch;
      } else if (!existing) fail(field, ONBOARDING_MESSAGES.unknownManager);
      else if (!existing.active) fail(field, ONBOARDING_MESSAGES.inactiveManager);
      else manager = { employeeId: existing.id };
    }

    if (flags.ageRestrictionPopups) {
      const age = checkAge(countryOfEntity(job.legalEntityCode), row.personal.dateOfBirth, job.dateOfJoining);
      if (age.kind === 'underAge') fail('personal.dateOfBirth', age.message);
    }

    if (errors.length === before) {
      resolved.push({
        row,
        index,
        legalEntityId: entity!.id,
        designation: designation!,
        jobTitle,
        grade: graded.grade,
        level: graded.level,
        manager,
        username,
        roleId: roleOf.get(isContractor(job.employmentType) ? 'CONSULTANT' : 'EMPLOYEE') ?? null,
      });
    }
  });

  // A reporting line inside the batch must end outside it (A → B → A never reaches the top).
  rows.forEach((row, index) => {
    const seen = new Set<number>();
    for (let at: number | null = index; at !== null; at = managerIndex[at] ?? null) {
      if (seen.has(at)) {
        errors.push({
          row: index,
          field: row.job.managerEmployeeNumber ? 'job.managerEmployeeNumber' : 'job.managerEmail',
          message: ONBOARDING_MESSAGES.managerCycle,
        });
        break;
      }
      seen.add(at);
    }
  });
  return { resolved, errors: errors.sort((a, b) => a.row - b.row) };
}
