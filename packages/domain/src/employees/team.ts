import { z } from 'zod';
import { pageOf, pagedQuery, PAGE_SIZE_OPTIONS } from '../paging/index.ts';
import { employeeCard } from './list.ts';

/** Defaults to the caller; another employee needs HR access or must be in the caller's subtree. */
export const teamQuery = z.object({ employeeNumber: z.string().trim().min(1).max(30).optional() });

export const reporteeView = employeeCard.extend({ reporteeCount: z.number() });
export type ReporteeView = z.infer<typeof reporteeView>;
/** `depth` 1 = direct reportee, 2 = their reportee, ... */
export const indirectReporteeView = reporteeView.extend({ depth: z.number(), managerEmployeeNumber: z.string() });
/** The reporting line above an employee: their manager first, the top of the hierarchy last. */
export const managerChainView = z.array(reporteeView);

/** SPEC §9 fixed size: team 1500. */
export const MY_TEAM_LIMIT = 1500;
/**
 * The reporting team page by page: a page size of the lists (SPEC §9 options) for the page, or
 * the fixed team size, which is also the default, for the whole team in one answer.
 */
export const myTeamQuery = pagedQuery([...PAGE_SIZE_OPTIONS, MY_TEAM_LIMIT], MY_TEAM_LIMIT).extend({
  indirect: z.stringbool().default(false),
});
export const myTeamMember = indirectReporteeView.extend({
  employmentType: z.string(),
  status: z.string(),
  dateOfJoining: z.string(),
  legalEntityCode: z.string(),
});
export const myTeamPage = pageOf(myTeamMember);
export type MyTeamQuery = z.infer<typeof myTeamQuery>;

export const reportingManagerInput = z.object({
  /** null removes the reporting manager (the top of the hierarchy). */
  managerEmployeeNumber: z.string().trim().min(1).max(30).nullable(),
});
export const reportingManagerView = z.object({
  employeeNumber: z.string(),
  reportingManager: z.object({ employeeNumber: z.string(), displayName: z.string() }).nullable(),
});

export const approverFlagsView = z.object({ isDesignatedApprover: z.boolean(), assignedAsProjectManager: z.boolean() });
