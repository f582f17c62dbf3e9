import {
  allocatedHours,
  allocationRate,
  MAX_HOURS_PER_WEEK,
  OPEN_PROJECT_STATUSES,
  peakAllocationPercent,
  PROJECT_MESSAGES,
  type AllocationBasis,
  type AllocationInput,
  type AllocationUpdate,
  type AllocationView,
} from '@tenure/domain/timesheets';
import type { projects } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { employeeProjects } from '../projects/queries.ts';
import { recordProjectChange } from '../projects/history-log.ts';
import { allocationsReadableOf, lockManagedProject, requireReadableProject } from '../policy.ts';
import {
  activeEmployeeExists,
  allocationPeriodsOf,
  allocationRows,
  deleteAllocationRow,
  employeeAllocationsIn,
  findAllocationRow,
  insertAllocation,
  overlappingAllocationExists,
  projectTeamPage,
  updateAllocationRow,
  type AllocationRow,
} from './queries.ts';

/** What the caller's flags add to an allocation: the peak total (impactOfMultipleAllocations), the estimate and hours logged (estimatedHours). */
export interface TeamFlags {
  impact: boolean;
  estimates: boolean;
}

/**
 * With impactOfMultipleAllocations, each allocation carries its employee's peak total percent over
 * all their projects during its period; without, null.
 */
async function withImpact(tx: Tx, rows: AllocationRow[], showImpact: boolean): Promise<AllocationView[]> {
  if (!showImpact || rows.length === 0) return rows.map((r) => ({ ...r, totalPercent: null }));
  const all = await allocationPeriodsOf(tx, [...new Set(rows.map((r) => r.employeeId))]);
  return rows.map((r) => ({
    ...r,
    totalPercent: peakAllocationPercent(
      { startDate: r.allocationStartDate, endDate: r.allocationEndDate },
      all.filter((a) => a.employeeId === r.employeeId),
    ),
  }));
}

/** A project's team, a page of 1500 (SPEC §9); ended allocations only with `includeEnded`. */
export async function projectTeam(
  tx: Tx,
  v: Viewer,
  projectId: string,
  opts: { page: number; size: number; includeEnded: boolean; flags: TeamFlags },
) {
  await requireReadableProject(tx, v, projectId);
  const { rows, total } = await projectTeamPage(tx, projectId, {
    page: opts.page,
    size: opts.size,
    includeEnded: opts.includeEnded,
    estimates: opts.flags.estimates,
  });
  return { items: await withImpact(tx, rows, opts.flags.impact), total, page: opts.page, size: opts.size };
}

const NO_FLAGS: TeamFlags = { impact: false, estimates: false };

async function findAllocation(tx: Tx, id: string, flags: TeamFlags): Promise<AllocationView> {
  const rows = await allocationRows(tx, id, flags.estimates);
  if (!rows[0]) throw notFound(PROJECT_MESSAGES.unknownAllocation);
  return (await withImpact(tx, rows, flags.impact))[0]!;
}

/** The estimate to store: only with the flag on, and only when given (absent keeps the stored one). */
const estimateOf = (input: { estimatedHours?: number | null }, flags: TeamFlags) =>
  flags.estimates && input.estimatedHours !== undefined ? { estimatedHours: input.estimatedHours } : {};

/** Rate within limits, dates within the project's, no second allocation of the person to the project on the same days. */
async function checkAllocation(
  tx: Tx,
  project: typeof projects.$inferSelect,
  employeeId: string,
  input: { startDate: string; endDate: string; allocationBasis: AllocationBasis; value: number },
  exceptId?: string,
): Promise<void> {
  const fieldErrors: FieldErrors = {};
  if (input.allocationBasis === 'Percent' && input.value > 100) fieldErrors.value = PROJECT_MESSAGES.percentRange;
  if (input.allocationBasis === 'HoursPerWeek' && input.value > MAX_HOURS_PER_WEEK)
    fieldErrors.value = PROJECT_MESSAGES.hoursPerWeekRange(MAX_HOURS_PER_WEEK);
  if (input.startDate < project.startDate) fieldErrors.startDate = PROJECT_MESSAGES.allocationOutsideProject;
  if (project.endDate && input.endDate > project.endDate)
    fieldErrors.endDate = PROJECT_MESSAGES.allocationOutsideProject;
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  if (await overlappingAllocationExists(tx, project.id, employeeId, input, exceptId))
    throw conflict(
      PROJECT_MESSAGES.allocationOverlaps,
      { startDate: PROJECT_MESSAGES.allocationOverlaps },
      'ALLOCATION_OVERLAPS',
    );
}

const figures = (input: { startDate: string; endDate: string; allocationBasis: AllocationBasis; value: number }) => {
  const rate = allocationRate(input.allocationBasis, input.value);
  return { ...rate, allocatedHours: allocatedHours(input.startDate, input.endDate, rate.hoursPerWeek) };
};

const logOf = (a: AllocationView) => ({
  employee: a.employeeName,
  startDate: a.allocationStartDate,
  endDate: a.allocationEndDate,
  hoursPerWeek: a.hoursPerWeek,
  percent: a.percent,
  allocatedHours: a.allocatedHours,
  role: a.role,
  estimatedHours: a.estimatedHours,
});

/** Allocates an employee to a project the caller manages (the project row lock serialises team changes). */
export async function addAllocation(
  tx: Tx,
  v: Viewer,
  projectId: string,
  input: AllocationInput,
  flags: TeamFlags,
): Promise<AllocationView> {
  const project = await lockManagedProject(tx, v, projectId);
  if (!OPEN_PROJECT_STATUSES.includes(project.status as (typeof OPEN_PROJECT_STATUSES)[number])) {
    throw badRequest(PROJECT_MESSAGES.projectNotOpen, { projectId: PROJECT_MESSAGES.projectNotOpen });
  }
  if (!(await activeEmployeeExists(tx, input.employeeId)))
    throw badRequest(PROJECT_MESSAGES.unknownEmployee, { employeeId: PROJECT_MESSAGES.unknownEmployee });
  await checkAllocation(tx, project, input.employeeId, input);
  const id = await insertAllocation(tx, {
    tenantId: v.tenantCode,
    projectId,
    employeeId: input.employeeId,
    role: input.role,
    startDate: input.startDate,
    endDate: input.endDate,
    allocationBasis: input.allocationBasis,
    isBillable: input.isBillable,
    ...figures(input),
    ...estimateOf(input, flags),
  });
  const view = await findAllocation(tx, id, flags);
  await recordProjectChange(tx, v, {
    projectId,
    section: 'team',
    action: 'allocated',
    summary: `Allocated ${view.employeeName} (${view.percent}%)`,
    after: logOf(view),
  });
  return view;
}

/** Locks an allocation and its project (the caller must manage the project). */
async function lockAllocation(tx: Tx, v: Viewer, id: string) {
  const allocation = await findAllocationRow(tx, id);
  if (!allocation) throw notFound(PROJECT_MESSAGES.unknownAllocation);
  const project = await lockManagedProject(tx, v, allocation.projectId);
  const locked = await findAllocationRow(tx, id, true);
  if (!locked) throw notFound(PROJECT_MESSAGES.unknownAllocation);
  return { allocation: locked, project };
}

export async function updateAllocation(
  tx: Tx,
  v: Viewer,
  id: string,
  input: AllocationUpdate,
  flags: TeamFlags,
): Promise<AllocationView> {
  const { allocation, project } = await lockAllocation(tx, v, id);
  if (allocation.endedAt) throw conflict(PROJECT_MESSAGES.allocationAlreadyEnded, undefined, 'ALLOCATION_ENDED');
  await checkAllocation(tx, project, allocation.employeeId, input, id);
  const before = await findAllocation(tx, id, { ...flags, impact: false });
  await updateAllocationRow(tx, id, {
    role: input.role,
    startDate: input.startDate,
    endDate: input.endDate,
    allocationBasis: input.allocationBasis,
    isBillable: input.isBillable,
    ...figures(input),
    ...estimateOf(input, flags),
    updatedAt: new Date(),
  });
  const after = await findAllocation(tx, id, flags);
  await recordProjectChange(tx, v, {
    projectId: project.id,
    section: 'team',
    action: 'allocation-updated',
    summary: `Changed the allocation of ${after.employeeName}`,
    before: logOf(before),
    after: logOf(after),
  });
  return after;
}

/** Ends an allocation on `endDate` (its hours recomputed); the row and its history stay. A second end is a 409. */
export async function endAllocation(
  tx: Tx,
  v: Viewer,
  id: string,
  endDate: string,
  flags: TeamFlags,
): Promise<AllocationView> {
  const { allocation, project } = await lockAllocation(tx, v, id);
  if (allocation.endedAt) throw conflict(PROJECT_MESSAGES.allocationAlreadyEnded, undefined, 'ALLOCATION_ENDED');
  if (endDate < allocation.startDate)
    throw badRequest(PROJECT_MESSAGES.allocationEndBeforeStart, { endDate: PROJECT_MESSAGES.allocationEndBeforeStart });
  if (endDate > allocation.endDate)
    throw badRequest(PROJECT_MESSAGES.allocationOutsideProject, { endDate: PROJECT_MESSAGES.allocationOutsideProject });
  const before = await findAllocation(tx, id, NO_FLAGS);
  await updateAllocationRow(tx, id, {
    endDate,
    endedAt: new Date(),
    endedBy: v.userId,
    allocatedHours: allocatedHours(allocation.startDate, endDate, allocation.hoursPerWeek),
    updatedAt: new Date(),
  });
  const after = await findAllocation(tx, id, flags);
  await recordProjectChange(tx, v, {
    projectId: project.id,
    section: 'team',
    action: 'allocation-ended',
    summary: `Ended the allocation of ${after.employeeName} on ${endDate}`,
    before: logOf(before),
    after: logOf(after),
  });
  return after;
}

/**
 * Removes an allocation row (physicalDeleteResource). Hours booked against it keep it: the
 * database refuses the delete and the answer is a 409.
 */
export async function deleteAllocation(tx: Tx, v: Viewer, id: string): Promise<void> {
  const { project } = await lockAllocation(tx, v, id);
  const before = await findAllocation(tx, id, NO_FLAGS);
  await deleteAllocationRow(tx, id);
  await recordProjectChange(tx, v, {
    projectId: project.id,
    section: 'team',
    action: 'allocation-deleted',
    summary: `Removed ${before.employeeName} from the team`,
    before: logOf(before),
  });
}

/** An employee's allocations over a period, across projects: hours, percent and the peak total (allocated hours, SPEC §7). */
export async function allocationsOfEmployee(
  tx: Tx,
  v: Viewer,
  period: { employeeId?: string | undefined; startDate: string; endDate: string },
) {
  const employeeId = allocationsReadableOf(v, period.employeeId);
  const rows = await employeeAllocationsIn(tx, employeeId, period);
  return {
    employeeId,
    startDate: period.startDate,
    endDate: period.endDate,
    allocations: rows,
    allocatedHours:
      Math.round(
        rows.reduce((sum, r) => {
          const from = r.allocationStartDate > period.startDate ? r.allocationStartDate : period.startDate;
          const to = r.allocationEndDate < period.endDate ? r.allocationEndDate : period.endDate;
          return sum + allocatedHours(from, to, r.hoursPerWeek);
        }, 0) * 100,
      ) / 100,
    peakPercent: peakAllocationPercent(
      period,
      rows.map((r) => ({ startDate: r.allocationStartDate, endDate: r.allocationEndDate, percent: r.percent })),
    ),
  };
}

/** The caller's own projects (My Projects, allocated projects), past ones too with `includePast`. */
export const myProjects = (tx: Tx, v: Viewer, includePast: boolean) =>
  employeeProjects(tx, requireEmployee(v), includePast);
