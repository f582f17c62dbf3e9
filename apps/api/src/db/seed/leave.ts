import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import {
  COMP_OFF_EXPIRY_DAYS,
  COMP_OFF_LEAVE_CODE,
  financialYearStart,
  LEAVE_MESSAGES,
  type FinancialYear,
  type LeaveTypeInput,
} from '@tenure/domain/leave';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import {
  approvalDecisions,
  compOffRequests,
  employees,
  leaveLedger,
  leaveRequests,
  leaveTypes,
} from '../schema/index.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';

type SeedType = Omit<LeaveTypeInput, 'eligibility' | 'isActive'> & {
  eligibility?: Partial<LeaveTypeInput['eligibility']>;
  isCompOff?: boolean;
};

const base = {
  isPaid: true,
  category: 'Regular Leaves',
  carryForwardLimit: 0,
  encashmentLimit: 0,
  negativeBalanceLimit: 0,
  minNoticeDays: 0,
  maxConsecutiveDays: 0,
  documentRequiredAboveDays: null,
} as const;
const bothHalves = ['Full Day', 'Half Day'] as LeaveTypeInput['dayTypes'];

const LEAVE_TYPES: Record<string, SeedType> = {
  CL: {
    ...base,
    code: 'CL',
    name: 'Casual Leave',
    dayTypes: bothHalves,
    annualQuota: 12,
    accrualFrequency: 'monthly',
    financialYear: 'Jan-Dec',
  },
  SL: {
    ...base,
    code: 'SL',
    name: 'Sick Leave',
    dayTypes: bothHalves,
    annualQuota: 12,
    accrualFrequency: 'yearly',
    financialYear: 'Jan-Dec',
    documentRequiredAboveDays: 2,
  },
  EL: {
    ...base,
    code: 'EL',
    name: 'Earned Leave',
    dayTypes: ['Full Day'],
    annualQuota: 18,
    accrualFrequency: 'monthly',
    financialYear: 'Apr-Mar',
    carryForwardLimit: 30,
    encashmentLimit: 15,
    minNoticeDays: 7,
  },
  ML: {
    ...base,
    code: 'ML',
    name: 'Maternity Leave',
    category: 'Statutory/Incident Based Leaves',
    dayTypes: ['Full Day'],
    annualQuota: 182,
    accrualFrequency: 'yearly',
    financialYear: 'Jan-Dec',
    eligibility: { genders: ['Female'] },
  },
  PL: {
    ...base,
    code: 'PL',
    name: 'Paternity Leave',
    category: 'Statutory/Incident Based Leaves',
    dayTypes: ['Full Day'],
    annualQuota: 5,
    accrualFrequency: 'yearly',
    financialYear: 'Jan-Dec',
    eligibility: { genders: ['Male'] },
  },
  LOP: {
    ...base,
    code: 'LOP',
    name: 'Loss of Pay',
    isPaid: false,
    dayTypes: bothHalves,
    annualQuota: 0,
    accrualFrequency: 'yearly',
    financialYear: 'Jan-Dec',
    negativeBalanceLimit: 30,
  },
  [COMP_OFF_LEAVE_CODE]: {
    ...base,
    code: COMP_OFF_LEAVE_CODE,
    name: 'Comp Off',
    dayTypes: bothHalves,
    annualQuota: 0,
    accrualFrequency: 'yearly',
    financialYear: 'Jan-Dec',
    isCompOff: true,
  },
};

/** Demo opening balances of the current year; statutory leave opens at its quota for those it applies to. */
const OPENING: Record<string, number> = { CL: 10, SL: 10, EL: 12, ML: 182, PL: 5 };

/** Monday on or after a day: seeded leave falls on working days. */
const workingDay = (iso: string) =>
  weekdayOf(iso) === 'SAT' ? addDays(iso, 2) : weekdayOf(iso) === 'SUN' ? addDays(iso, 1) : iso;
const saturdayBefore = (iso: string) => {
  let day = iso;
  while (weekdayOf(day) !== 'SAT') day = addDays(day, -1);
  return day;
};

/** Inserts standard leave types by code (also used by the bench's large tenant). */
export async function seedLeaveTypes(tx: Tx, tenantId: string, codes: readonly string[]) {
  const types = new Map<string, typeof leaveTypes.$inferSelect>();
  for (const code of codes) {
    const { eligibility, isCompOff = false, ...t } = LEAVE_TYPES[code]!;
    const [row] = await tx
      .insert(leaveTypes)
      .values({
        tenantId,
        ...t,
        eligibility: { duringProbation: true, genders: [], employmentTypes: [], ...eligibility },
        isCustom: false,
        isCompOff,
      })
      .returning();
    types.set(code, row!);
  }
  return types;
}

export const STANDARD_LEAVE_CODES = Object.keys(LEAVE_TYPES);

/**
 * The leave module's demo data for one tenant (after the policies seed): the standard leave types
 * (acme: Casual Leave and Comp Off only), the default "Standard Leave" plan granting them, and for
 * demo opening balances of the current year and a history of requests in every status.
 */
export async function seedLeave(tx: Tx, tenantCode: string, today = utcToday()): Promise<void> {
  const tenantId = tenantCode;
  const types = await seedLeaveTypes(
    tx,
    tenantId,
    tenantCode === 'demo' ? STANDARD_LEAVE_CODES : ['CL', COMP_OFF_LEAVE_CODE],
  );
  const ids = JSON.stringify([...types.values()].map((t) => t.id));
  await tx.execute(sql`
    update policy_plans set settings = jsonb_set(settings, '{leaveTypeIds}', ${ids}::jsonb), updated_at = now()
     where name = 'Standard Leave' and policy_type_id in (select id from policy_types where key = 'leave')`);
  if (tenantCode !== 'demo') return;

  const people = await tx
    .select({ id: employees.id, number: employees.employeeNumber, gender: employees.gender })
    .from(employees);
  const yearOf = (code: string, day: string) =>
    financialYearStart(types.get(code)!.financialYear as FinancialYear, day);
  const opening = people.flatMap((p) =>
    Object.entries(OPENING)
      .filter(([code]) => (code !== 'ML' || p.gender === 'Female') && (code !== 'PL' || p.gender === 'Male'))
      .map(([code, days]) => ({
        tenantId,
        employeeId: p.id,
        leaveTypeId: types.get(code)!.id,
        yearStart: yearOf(code, today),
        kind: 'opening',
        days,
        periodKey: `OPENING${yearOf(code, today)}`,
        note: LEAVE_MESSAGES.noteOpening,
      })),
  );
  for (let i = 0; i < opening.length; i += 500) await tx.insert(leaveLedger).values(opening.slice(i, i + 500));
  await seedRequests(tx, tenantId, types, yearOf, today);
}

async function seedRequests(
  tx: Tx,
  tenantId: string,
  types: Map<string, typeof leaveTypes.$inferSelect>,
  yearOf: (code: string, day: string) => string,
  today: string,
) {
  const rows = await tx
    .select({ id: employees.id, number: employees.employeeNumber })
    .from(employees)
    .where(inArray(employees.employeeNumber, ['EMP0005', 'EMP0006', 'EMP0007', 'EMP0010']));
  const id = (n: string) => rows.find((r) => r.number === n)!.id;
  const manager = id('EMP0005');
  // Applied in the morning, decided later in the day: each request is applied before it is decided.
  const appliedOn = (offset: number) => new Date(`${addDays(today, offset)}T08:30:00Z`);
  const decidedOn = (offset: number) => new Date(`${addDays(today, offset)}T10:00:00Z`);
  /**
   * `from`: the first day, `applied` (and `decided`) in days from today; a decision comes before the
   * leave starts (or on its first day, for sick leave), never later than today.
   */
  type Spec = {
    who: string;
    code: string;
    from: number;
    length: number;
    applied: number;
    decided?: number;
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    reason: string;
    decision?: string;
    half?: 'First Half';
  };
  const specs: Spec[] = [
    {
      who: 'EMP0006',
      code: 'CL',
      from: -40,
      length: 2,
      applied: -47,
      decided: -46,
      status: 'approved',
      reason: 'Family function',
      decision: 'Enjoy!',
    },
    {
      who: 'EMP0006',
      code: 'SL',
      from: -20,
      length: 1,
      applied: -23,
      decided: -22,
      status: 'rejected',
      reason: 'Unwell',
      decision: 'Release week: please reschedule.',
    },
    {
      who: 'EMP0006',
      code: 'CL',
      from: -10,
      length: 1,
      applied: -16,
      decided: -13,
      status: 'cancelled',
      reason: 'Personal errand',
    },
    { who: 'EMP0006', code: 'EL', from: 30, length: 2, applied: -2, status: 'pending', reason: 'Trip home' },
    { who: 'EMP0007', code: 'CL', from: 14, length: 1, applied: -1, status: 'pending', reason: 'Bank work' },
    {
      who: 'EMP0010',
      code: 'SL',
      from: -15,
      length: 1,
      applied: -15,
      decided: -15,
      status: 'approved',
      reason: 'Fever',
      decision: 'Get well soon.',
    },
    {
      who: 'EMP0010',
      code: 'CL',
      from: 21,
      length: 1,
      applied: -3,
      status: 'pending',
      reason: 'School meeting',
      half: 'First Half',
    },
  ];
  for (const s of specs) {
    const startDate = workingDay(addDays(today, s.from));
    const endDate = s.length === 2 && weekdayOf(startDate) !== 'FRI' ? addDays(startDate, 1) : startDate;
    const days = s.half ? 0.5 : startDate === endDate ? 1 : 2;
    const decidedAt = s.decided === undefined ? null : decidedOn(s.decided);
    const decidedBy = s.status === 'cancelled' ? id(s.who) : manager;
    const [request] = await tx
      .insert(leaveRequests)
      .values({
        tenantId,
        employeeId: id(s.who),
        leaveTypeId: types.get(s.code)!.id,
        startDate,
        endDate,
        dayType: s.half ? 'Half Day' : 'Full Day',
        halfDaySession: s.half ?? null,
        days,
        reason: s.reason,
        yearStart: yearOf(s.code, startDate),
        status: s.status,
        approverId: manager,
        decidedBy: decidedAt ? decidedBy : null,
        decidedAt,
        decisionReason: s.decision ?? null,
        createdAt: appliedOn(s.applied),
        updatedAt: decidedAt ?? appliedOn(s.applied),
      })
      .returning({ id: leaveRequests.id });
    if (decidedAt) {
      await tx.insert(approvalDecisions).values({
        tenantId,
        requestType: 'leave',
        requestId: request!.id,
        fromStatus: 'pending',
        toStatus: s.status,
        decidedBy,
        reason: s.decision ?? null,
        decidedAt,
      });
    }
    if (s.status === 'approved') {
      await tx.insert(leaveLedger).values({
        tenantId,
        employeeId: id(s.who),
        leaveTypeId: types.get(s.code)!.id,
        yearStart: yearOf(s.code, startDate),
        kind: 'taken',
        days: -days,
        requestId: request!.id,
        createdAt: decidedAt!,
      });
    }
  }

  // employee01 worked a Saturday and was credited; Ananya's request for another waits.
  const compOff = types.get(COMP_OFF_LEAVE_CODE)!;
  // Each asked for on the Monday after the Saturday worked; the credit approved on a later day.
  const approvedOn = addDays(today, -12);
  const approvedAt = decidedOn(-12);
  const workedOn = saturdayBefore(addDays(today, -14));
  const askedAt = (worked: string) => new Date(`${addDays(worked, 2)}T08:30:00Z`);
  const [credited] = await tx
    .insert(compOffRequests)
    .values({
      tenantId,
      employeeId: id('EMP0006'),
      workedDate: workedOn,
      days: 1,
      reason: 'Release weekend',
      status: 'approved',
      approverId: manager,
      decidedBy: manager,
      decidedAt: approvedAt,
      expiresOn: addDays(approvedOn, COMP_OFF_EXPIRY_DAYS),
      createdAt: askedAt(workedOn),
      updatedAt: approvedAt,
    })
    .returning({ id: compOffRequests.id, workedDate: compOffRequests.workedDate });
  await tx.insert(approvalDecisions).values({
    tenantId,
    requestType: 'compOff',
    requestId: credited!.id,
    fromStatus: 'pending',
    toStatus: 'approved',
    decidedBy: manager,
    decidedAt: approvedAt,
  });
  await tx.insert(leaveLedger).values({
    tenantId,
    employeeId: id('EMP0006'),
    leaveTypeId: compOff.id,
    yearStart: yearOf(COMP_OFF_LEAVE_CODE, approvedOn),
    kind: 'compOffCredit',
    days: 1,
    requestId: credited!.id,
    expiresOn: addDays(approvedOn, COMP_OFF_EXPIRY_DAYS),
    note: LEAVE_MESSAGES.noteCompOffWorked(credited!.workedDate, DEFAULT_DATE_FORMAT),
    createdAt: approvedAt,
  });
  const pendingWorkedOn = saturdayBefore(addDays(today, -3));
  await tx.insert(compOffRequests).values({
    tenantId,
    employeeId: id('EMP0010'),
    workedDate: pendingWorkedOn,
    days: 1,
    reason: 'Production incident',
    approverId: manager,
    createdAt: askedAt(pendingWorkedOn),
    updatedAt: askedAt(pendingWorkedOn),
  });
}
