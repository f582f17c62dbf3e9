import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pagedQuery, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '../paging/index.ts';
import { PROJECT_MESSAGES } from './projects-messages.ts';
import {
  ALLOCATION_BASES,
  APPROVERS_PAGE_SIZE,
  CLIENT_STATUSES,
  MAX_LINKS,
  PROJECT_HISTORY_SECTIONS,
  PROJECT_STATUSES,
  TASK_TYPES,
  TASKS_PAGE_SIZE,
  TEAM_PAGE_SIZE,
} from './projects.ts';
import { isoDate, optionalText } from '../validation/fields.ts';

/** Request and answer shapes of the clients, projects, tasks and project team API (SPEC §3, §7). */

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, MESSAGES.tooLong);
const code = z
  .string({ error: PROJECT_MESSAGES.codeRequired })
  .trim()
  .min(1, PROJECT_MESSAGES.codeRequired)
  .max(20, MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9_-]+$/, PROJECT_MESSAGES.codePattern);
const ids = (max: number) => z.array(z.uuid()).max(max, PROJECT_MESSAGES.tooManyItems(max));
const named = z.object({ id: z.string(), name: z.string() });
const person = z.object({ employeeId: z.string(), employeeNumber: z.string(), name: z.string() });
export type ProjectPerson = z.infer<typeof person>;
export const projectPerson = person;
/** People to choose as project managers, approvers or team members: active employees by name or number. */
export const projectPeopleQuery = z.object({ searchQuery: z.string().trim().min(2).max(100) });
/** At most this many people per people search. */
export const PEOPLE_SEARCH_LIMIT = 20;

/** An end date, when given, is not before the start date (reported on endDate). */
const endNotBeforeStart = (v: { startDate: string; endDate?: string | null }) => !v.endDate || v.endDate >= v.startDate;

// Clients

export const clientStatus = z.enum(CLIENT_STATUSES);
export const clientInput = z.object({
  code,
  name: text(100, PROJECT_MESSAGES.nameRequired),
  currencyId: z
    .string({ error: PROJECT_MESSAGES.currencyRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, PROJECT_MESSAGES.currencyRequired),
  status: clientStatus.default('Active'),
  billingEntityIds: ids(MAX_LINKS).min(1, PROJECT_MESSAGES.billingEntityRequired),
  clientManagerIds: ids(MAX_LINKS).default([]),
  website: optionalText(200),
  address: optionalText(300),
  contactName: optionalText(100),
  contactEmail: z
    .email(PROJECT_MESSAGES.invalidEmail)
    .max(200, MESSAGES.tooLong)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  description: optionalText(500),
});
export type ClientInput = z.infer<typeof clientInput>;

export const clientView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currencyId: z.string(),
  status: clientStatus,
  billingEntities: z.array(named.extend({ code: z.string(), currencyId: z.string() })),
  clientManagers: z.array(person.extend({ id: z.string() })),
  website: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  description: z.string().nullable(),
  projectCount: z.number(),
});
export type ClientView = z.infer<typeof clientView>;

export const clientListQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).extend({
  searchQuery: z.string().trim().max(100).optional(),
  status: clientStatus.optional(),
  sort: z.enum(['name', 'code', 'status']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

// Projects

export const projectStatus = z.enum(PROJECT_STATUSES);
export const projectInput = z
  .object({
    clientId: z.uuid(PROJECT_MESSAGES.clientRequired),
    code,
    name: text(100, PROJECT_MESSAGES.nameRequired),
    description: optionalText(1000),
    projectTypeId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    technologyId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    classificationId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    billingTypeId: z.uuid(PROJECT_MESSAGES.billingTypeRequired),
    billingEntityId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    status: projectStatus.default('Active'),
    startDate: z.iso.date(PROJECT_MESSAGES.startDateRequired),
    endDate: isoDate.nullish().transform((v) => v ?? null),
    budgetHours: z
      .number()
      .min(0, MESSAGES.negativeValue)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    projectManagerIds: ids(MAX_LINKS).min(1, PROJECT_MESSAGES.projectManagerRequired),
    approverIds: ids(APPROVERS_PAGE_SIZE).default([]),
    entityIds: ids(MAX_LINKS).default([]),
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: PROJECT_MESSAGES.endBeforeStart });
export type ProjectInput = z.infer<typeof projectInput>;

export const projectListFilter = z.object({
  status: z.array(projectStatus).max(PROJECT_STATUSES.length).optional(),
  clientIds: ids(MAX_LINKS).optional(),
  billingTypeIds: ids(MAX_LINKS).optional(),
  projectTypeIds: ids(MAX_LINKS).optional(),
  technologyIds: ids(MAX_LINKS).optional(),
});
/** The body of POST project list (SPEC §7 "POST list with filter", §3 searchQuery and filterValues). */
export const projectListRequest = z.object({
  searchQuery: z.string().trim().max(100).optional(),
  filterValues: projectListFilter.default({}),
  /** Only the projects the caller manages (Manage Projects). */
  managedOnly: z.boolean().default(false),
  page: z.number().int().min(1).default(1),
  size: z
    .number()
    .int()
    .refine(
      (n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n),
      `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    )
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(['name', 'code', 'clientName', 'startDate', 'status']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type ProjectListRequest = z.infer<typeof projectListRequest>;

export const projectView = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  currencyId: z.string(),
  projectType: named.nullable(),
  technology: named.nullable(),
  classification: named.nullable(),
  billingType: named.extend({ code: z.string().nullable() }),
  billingEntity: named.nullable(),
  status: projectStatus,
  projectStartDate: z.string(),
  projectEndDate: z.string().nullable(),
  budgetHours: z.number().nullable(),
  projectManagers: z.array(person),
  approvers: z.array(person),
  entities: z.array(named),
  teamSize: z.number(),
  /** The caller may change the project (an administrator or one of its managers). */
  canManage: z.boolean(),
});
export type ProjectView = z.infer<typeof projectView>;

// Estimates (flags estimatedHours and plpEstimatedHours, README Decisions)

/** The most hours an estimate may hold (an allocation's or a task's), in quarter hours like timesheet cells. */
export const MAX_ESTIMATED_HOURS = 99_999;
const estimate = z
  .number({ error: PROJECT_MESSAGES.estimatedHoursRange })
  .min(0, PROJECT_MESSAGES.estimatedHoursRange)
  .max(MAX_ESTIMATED_HOURS, PROJECT_MESSAGES.estimatedHoursRange)
  .refine((hours) => Number.isInteger(hours * 4), PROJECT_MESSAGES.estimatedHoursRange);
/** Hours booked against an estimate: the lines not rejected (saved, submitted or approved). */
const loggedHours = z.number().optional();

// Tasks

export const taskType = z.enum(TASK_TYPES, { error: PROJECT_MESSAGES.taskTypeRequired });
export const taskView = z.object({
  taskId: z.string(),
  taskName: z.string(),
  taskType: z.string(),
  isCustom: z.boolean(),
  isBillable: z.boolean(),
  /** For a project's task: the catalogue task it was selected from (null for a custom task). */
  catalogueTaskId: z.string().nullable(),
  /** With plpEstimatedHours, on a project's task list: the plan's estimate for the task and the team's hours on it. */
  plpEstimatedHours: z.number().nullable().optional(),
  loggedHours,
});
export type TaskView = z.infer<typeof taskView>;

/** The project-level plan's estimate of a task (null clears it). */
export const taskEstimateInput = z.object({ plpEstimatedHours: estimate.nullable() });
export type TaskEstimateInput = z.infer<typeof taskEstimateInput>;

export const customTaskInput = z.object({
  taskName: text(100, PROJECT_MESSAGES.nameRequired),
  taskType,
  isBillable: z.boolean().default(true),
});
export type CustomTaskInput = z.infer<typeof customTaskInput>;

/** The catalogue tasks a project uses from now on (the list replaces the selection). */
export const selectedTasksInput = z.object({ taskIds: ids(TASKS_PAGE_SIZE) });
export type SelectedTasksInput = z.infer<typeof selectedTasksInput>;

export const deleteTaskQuery = z.object({ isCustom: z.stringbool().default(false) });

// Project team and allocations

export const allocationBasis = z.enum(ALLOCATION_BASES);
const allocationFields = {
  startDate: z.iso.date(PROJECT_MESSAGES.startDateRequired),
  endDate: isoDate,
  allocationBasis: allocationBasis.default('Percent'),
  /** Hours per week or percent, by allocationBasis. */
  value: z.number({ error: PROJECT_MESSAGES.numberRequired }).positive(PROJECT_MESSAGES.numberRequired),
  role: optionalText(100),
  isBillable: z.boolean().default(true),
  /** With estimatedHours: the estimate of the member's work over the allocation (null clears it, absent keeps it). */
  estimatedHours: estimate.nullable().optional(),
};
export const allocationInput = z
  .object({ employeeId: z.uuid(PROJECT_MESSAGES.unknownEmployee), ...allocationFields })
  .refine(endNotBeforeStart, { path: ['endDate'], message: PROJECT_MESSAGES.endBeforeStart });
export type AllocationInput = z.infer<typeof allocationInput>;
export const allocationUpdate = z
  .object(allocationFields)
  .refine(endNotBeforeStart, { path: ['endDate'], message: PROJECT_MESSAGES.endBeforeStart });
export type AllocationUpdate = z.infer<typeof allocationUpdate>;
export const endAllocationInput = z.object({ endDate: isoDate });

export const allocationView = z.object({
  projectAllocationId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  employeeId: z.string(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  role: z.string().nullable(),
  allocationStartDate: z.string(),
  allocationEndDate: z.string(),
  allocationBasis,
  hoursPerWeek: z.number(),
  percent: z.number(),
  allocatedHours: z.number(),
  isBillable: z.boolean(),
  ended: z.boolean(),
  /** With impactOfMultipleAllocations: the employee's peak total percent over all projects in this period. */
  totalPercent: z.number().nullable(),
  /** With estimatedHours: the allocation's estimate and the member's hours on the project within its dates. */
  estimatedHours: z.number().nullable().optional(),
  loggedHours,
});
export type AllocationView = z.infer<typeof allocationView>;

export const teamQuery = pagedQuery([TEAM_PAGE_SIZE], TEAM_PAGE_SIZE).extend({
  includeEnded: z.stringbool().default(false),
});

/** An employee's project (My Projects, allocated projects): the project with the allocation and its tasks. */
export const myProjectView = z.object({
  projectId: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  status: projectStatus,
  projectStartDate: z.string(),
  projectEndDate: z.string().nullable(),
  projectAllocationId: z.string(),
  allocationStartDate: z.string(),
  allocationEndDate: z.string(),
  hoursPerWeek: z.number(),
  percent: z.number(),
  allocatedHours: z.number(),
  role: z.string().nullable(),
  projectManagers: z.array(z.string()),
  tasks: z.array(taskView.pick({ taskId: true, taskName: true, isCustom: true })),
});
export type MyProjectView = z.infer<typeof myProjectView>;
export const myProjectsQuery = z.object({ includePast: z.stringbool().default(false) });

// History log

export const projectHistoryView = z.object({
  id: z.string(),
  section: z.enum(PROJECT_HISTORY_SECTIONS),
  action: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type ProjectHistoryView = z.infer<typeof projectHistoryView>;
export const projectHistoryQuery = pagedQuery(PAGE_SIZE_OPTIONS, 20);

/** Options of the project form: masters, clients and who may be picked as manager or approver. */
export const projectOptionsView = z.object({
  clients: z.array(named.extend({ billingEntityIds: z.array(z.string()), status: clientStatus })),
  projectTypes: z.array(named),
  technologies: z.array(named),
  classifications: z.array(named),
  billingTypes: z.array(named.extend({ code: z.string().nullable() })),
  billingEntities: z.array(named),
  entities: z.array(named),
  statuses: z.array(projectStatus),
  taskTypes: z.array(z.string()),
});
export type ProjectOptionsView = z.infer<typeof projectOptionsView>;

/** An employee's allocations across projects over a period (allocated hours, SPEC §7); the employee defaults to the caller. */
export const allocatedHoursQuery = z
  .object({ employeeId: z.uuid().optional(), startDate: isoDate, endDate: isoDate })
  .refine(endNotBeforeStart, { path: ['endDate'], message: PROJECT_MESSAGES.endBeforeStart });
export const allocatedHoursView = z.object({
  employeeId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  allocations: z.array(allocationView.omit({ totalPercent: true })),
  allocatedHours: z.number(),
  peakPercent: z.number(),
});
export type AllocatedHoursView = z.infer<typeof allocatedHoursView>;
