import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { isContractor, type PermissionMap } from '@tenure/domain/access';
import { joiningCredits } from '@tenure/domain/leave';
import { ONBOARDING_MESSAGES, type OnboardingRow } from '@tenure/domain/onboarding';
import { recordAudits } from '../../platform/audit.ts';
import { DEFAULT_TIME_ZONE, today } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notifyMany, type Notice, type Recipient } from '../../platform/notifications.ts';
import { mailInvitations } from '../../platform/set-password-links.ts';
import { assertCanGrantRoles } from '../users/index.ts';
import { assignEmployeeNumbers } from './employee-number-service.ts';
import {
  accruingLeaveTypes,
  insertAccounts,
  insertConsultantContracts,
  insertEmployeeRows,
  insertJoiningCredits,
  insertPlanAssignments,
  insertProfileSections,
  joinerRecipients,
  locationTimeZones,
  type NewEmployeeRow,
} from './onboarding-queries.ts';
import {
  resolveRows,
  type OnboardingFlags,
  type OnboardingRowError,
  type ResolvedRow,
} from './onboarding-references.ts';

export type { OnboardingFlags, OnboardingRowError } from './onboarding-references.ts';

/** Who onboards, for which tenant, and how the tenant works: what onboardEmployees needs besides the rows. */
export interface OnboardingContext {
  tenant: { code: string; name: string };
  actorUserId: string;
  /** The legal entities (ids) the actor may onboard into: onboarding's policy (onboardingEntities) or the route's entity scope. */
  entities: SQL;
  /** The actor's keys in their entity: the roles given to the new accounts must not exceed them. */
  permissions: PermissionMap;
  requestId?: string;
  flags: OnboardingFlags;
  mailer: Mailer;
  /** Where invitation links open (platform/set-password-links tenantOrigin). */
  origin: string;
}

export interface OnboardedEmployee {
  /** The row's index in the batch. */
  row: number;
  employeeId: string;
  employeeNumber: string;
  displayName: string;
  username: string;
}

/** Either everything was created (errors empty) or nothing was (errors lists every problem). */
export interface OnboardingOutcome {
  created: OnboardedEmployee[];
  errors: OnboardingRowError[];
  /** Outbox ids of the invitations and notices, to deliver after commit (deliverAfterCommit). */
  mailIds: string[];
}

interface Prepared extends ResolvedRow {
  employeeId: string;
  userId: string;
  employeeNumber: string;
}

const displayNameOf = (r: OnboardingRow) =>
  r.personal.fullName || [r.personal.firstName, r.personal.middleName, r.personal.lastName].filter(Boolean).join(' ');

/**
 * Onboards a batch of people in the caller's transaction, set-based: a fixed number of statements
 * whatever the batch size (one per table, rows sent as one JSON parameter), so the single form and
 * a 10,000-row file take the same path. Rows must be parsed with parseOnboardingRow (the SPEC §5
 * country rules); this checks what needs the database. Creates each employee with their profile
 * sections, chosen policy plans (the rest follow the entity's defaults), consultant contract, user
 * account (role Employee or Consultant) with its invitation, leave credits pro-rated from the
 * joining date, notices to each manager and to the entities' HR, and an audit entry per employee.
 * A manager may be a row of the same batch, before or after their reportees.
 */
export async function onboardEmployees(
  tx: Tx,
  ctx: OnboardingContext,
  rows: readonly OnboardingRow[],
): Promise<OnboardingOutcome> {
  if (rows.length === 0) return { created: [], errors: [], mailIds: [] };
  const { resolved, errors } = await resolveRows(tx, rows, ctx.flags, ctx.entities);
  if (errors.length > 0) return { created: [], errors, mailIds: [] };
  await assertCanGrantRoles(tx, ctx.permissions, [
    ...new Set(resolved.map((r) => r.roleId).filter((id): id is string => !!id)),
  ]);

  const generated = ctx.flags.autoEmployeeNumberGeneration
    ? await assignEmployeeNumbers(
        tx,
        resolved.map((r) => r.legalEntityId),
      )
    : [];
  const prepared: Prepared[] = resolved.map((r, i) => ({
    ...r,
    employeeId: randomUUID(),
    userId: randomUUID(),
    employeeNumber: generated[i] ?? r.row.job.employeeNumber!,
  }));
  const idOfIndex = new Map(prepared.map((p) => [p.index, p.employeeId]));
  const managerId = (p: Prepared) =>
    p.manager === null ? null : 'employeeId' in p.manager ? p.manager.employeeId : idOfIndex.get(p.manager.batchIndex)!;

  await insertEmployees(tx, prepared, managerId);
  await insertDetails(tx, ctx, prepared);
  const invitations = await createAccounts(tx, ctx, prepared);
  await creditJoiningLeave(tx, ctx, prepared);
  const notices = await noticesOf(tx, ctx, prepared, managerId);
  await recordAudits(
    tx,
    prepared.map((p) => ({
      tenantCode: ctx.tenant.code,
      actorUserId: ctx.actorUserId,
      requestId: ctx.requestId,
      action: 'employee.onboard',
      entity: 'employee',
      entityId: p.employeeId,
      after: {
        employeeNumber: p.employeeNumber,
        legalEntityCode: p.row.job.legalEntityCode,
        employmentType: p.row.job.employmentType,
        dateOfJoining: p.row.job.dateOfJoining,
      },
    })),
  );
  return {
    created: prepared.map((p) => ({
      row: p.index,
      employeeId: p.employeeId,
      employeeNumber: p.employeeNumber,
      displayName: displayNameOf(p.row),
      username: p.username,
    })),
    errors: [],
    mailIds: [...invitations, ...notices],
  };
}

/** The batch's employee rows, written in one statement. */
async function insertEmployees(tx: Tx, prepared: readonly Prepared[], managerId: (p: Prepared) => string | null) {
  const rows = prepared.map((p): NewEmployeeRow => {
    const { personal, contact, job } = p.row;
    return {
      id: p.employeeId,
      employee_number: p.employeeNumber,
      first_name: personal.firstName,
      middle_name: personal.middleName ?? null,
      last_name: personal.lastName,
      full_name: personal.fullName ?? null,
      email: job.workEmail,
      phone: contact.mobilePhone,
      designation: p.designation,
      job_title: p.jobTitle,
      grade: p.grade,
      level: p.level,
      employment_type: job.employmentType,
      gender: personal.gender ?? null,
      date_of_birth: personal.dateOfBirth ?? null,
      date_of_joining: job.dateOfJoining,
      legal_entity_id: p.legalEntityId,
      department_id: job.departmentId,
      location_id: job.locationId,
      building_id: job.buildingId ?? null,
      floor_id: job.floorId ?? null,
      manager_id: managerId(p),
    };
  });
  await insertEmployeeRows(tx, rows);
}

/** Profile sections (what is not an employee column), chosen plans and consultant contracts: one statement each. */
async function insertDetails(tx: Tx, ctx: OnboardingContext, prepared: readonly Prepared[]) {
  const sections = prepared.flatMap((p) => {
    // Names, gender and date of birth are employee columns; the rest of the personal step is the section.
    const {
      firstName: _f,
      middleName: _m,
      lastName: _l,
      fullName: _n,
      gender: _g,
      dateOfBirth: _d,
      ...personal
    } = p.row.personal;
    return [
      ...(Object.keys(personal).length > 0 ? [{ employee_id: p.employeeId, section: 'personal', data: personal }] : []),
      { employee_id: p.employeeId, section: 'contact', data: p.row.contact },
    ];
  });
  await insertProfileSections(tx, ctx.actorUserId, sections);

  const plans = prepared.flatMap((p) =>
    Object.values(p.row.policies).map((planId) => ({ employee_id: p.employeeId, plan_id: planId })),
  );
  if (plans.length > 0) {
    await insertPlanAssignments(tx, ctx.actorUserId, plans);
  }

  const contracts = prepared.flatMap((p) => (p.row.contract ? [{ employee_id: p.employeeId, ...p.row.contract }] : []));
  if (contracts.length > 0) {
    await insertConsultantContracts(tx, contracts);
  }
}

/**
 * An account per person in their legal entity with the Employee or Consultant role and an
 * invitation to choose a password (until then no password opens it). Returns the outbox ids.
 */
async function createAccounts(tx: Tx, ctx: OnboardingContext, prepared: readonly Prepared[]): Promise<string[]> {
  const accounts = prepared.map((p) => ({
    id: p.userId,
    mapping_id: randomUUID(),
    username: p.username,
    email: p.row.job.workEmail,
    employee_id: p.employeeId,
    legal_entity_id: p.legalEntityId,
    role_id: p.roleId,
  }));
  await insertAccounts(tx, accounts);
  return mailInvitations(tx, ctx.mailer, {
    tenant: ctx.tenant,
    origin: ctx.origin,
    actorUserId: ctx.actorUserId,
    users: prepared.map((p) => ({ id: p.userId, username: p.username, email: p.row.job.workEmail })),
  });
}

/**
 * Leave credits from the joining date (README Decisions): for each accruing leave type that applies
 * to the joiner on their joining day (eligibility as the accrual job reads it), the accrual entries
 * of the periods from joining up to today — the joiner's today, in their location's time zone —
 * the first pro-rated (domain joiningCredits); none for contractors. They are the periods' accrual
 * entries, so the accrual job adds nothing for them later. One statement.
 */
async function creditJoiningLeave(tx: Tx, ctx: OnboardingContext, prepared: readonly Prepared[]) {
  const types = await accruingLeaveTypes(tx);
  // Consultants and contractors have no leave (SPEC §6).
  const employees = prepared.filter((p) => !isContractor(p.row.job.employmentType));
  if (employees.length === 0) return;
  const zones = await locationTimeZones(tx, [...new Set(employees.map((p) => p.row.job.locationId))]);
  const dayAt = new Map(zones.map((z) => [z.id, today(z.time_zone)]));
  // One set of credits per joining date and location (a batch has a few of each), each counted up to that location's day.
  const starts = [
    ...new Map(
      employees.map((p) => [
        `${p.row.job.dateOfJoining}|${p.row.job.locationId}`,
        { joined: p.row.job.dateOfJoining, locationId: p.row.job.locationId },
      ]),
    ).values(),
  ];
  const credits = types.flatMap((t) =>
    starts.flatMap(({ joined, locationId }) =>
      joiningCredits(
        t.accrual_frequency,
        t.financial_year,
        Number(t.annual_quota),
        joined,
        dayAt.get(locationId) ?? today(DEFAULT_TIME_ZONE),
      ).map((c) => ({
        leave_type_id: t.id,
        joined,
        location_id: locationId,
        year_start: c.yearStart,
        days: c.days,
        period_key: c.key,
        note: ONBOARDING_MESSAGES.noteJoiningCredit(c.key),
      })),
    ),
  );
  if (credits.length === 0) return;
  await insertJoiningCredits(
    tx,
    ctx.actorUserId,
    employees.map((p) => p.employeeId),
    credits,
  );
}

/**
 * Each manager with an account hears of each new reportee; HR of the joiners' entities (holders of
 * EMPLOYEE HrEmployeeList there, but not the person onboarding) get one notice for the batch.
 */
async function noticesOf(
  tx: Tx,
  ctx: OnboardingContext,
  prepared: readonly Prepared[],
  managerId: (p: Prepared) => string | null,
): Promise<string[]> {
  // The managers' accounts by the managers' ids (a batch of thousands usually has a few managers).
  const managerIds = [...new Set(prepared.map(managerId).filter((id): id is string => id !== null))];
  const recipients = await joinerRecipients(
    tx,
    managerIds,
    prepared.map((p) => p.legalEntityId),
    ctx.actorUserId,
  );
  const accountsOf = new Map<string, Recipient[]>();
  for (const r of recipients) if (r.managerId) accountsOf.set(r.managerId, [...(accountsOf.get(r.managerId) ?? []), r]);
  const joinerNotices: Notice[] = prepared.flatMap((joiner) => {
    const name = displayNameOf(joiner.row);
    return (accountsOf.get(managerId(joiner) ?? '') ?? []).map((to) => ({
      tenantCode: ctx.tenant.code,
      to,
      says: (texts) =>
        texts.joinerToManager({ name, number: joiner.employeeNumber, joiningDate: joiner.row.job.dateOfJoining }),
      link: `/employee-profile?empNumber=${encodeURIComponent(joiner.employeeNumber)}`,
    }));
  });
  const first = prepared.reduce((a, b) => (b.row.job.dateOfJoining < a.row.job.dateOfJoining ? b : a));
  const firstName = displayNameOf(first.row);
  const hrNotices: Notice[] = recipients
    .filter((r) => r.managerId === null)
    .map((r) => ({
      tenantCode: ctx.tenant.code,
      to: r,
      says: (texts) =>
        texts.joinersToHr({ count: prepared.length, name: firstName, joiningDate: first.row.job.dateOfJoining }),
      link: '/employee-onboarding',
    }));
  return notifyMany(tx, ctx.mailer, [...joinerNotices, ...hrNotices]);
}
