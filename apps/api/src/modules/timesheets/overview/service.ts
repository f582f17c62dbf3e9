import type { z } from 'zod';
import type { overviewQuery, OverviewView } from '@tenure/domain/timesheets';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { overviewLines } from '../policy.ts';
import { overviewHours, overviewRange } from './queries.ts';

/**
 * The timesheet overview (SPEC §6: RM and PM differ): a reporting manager sees their reportees'
 * hours, every line; a project manager sees the hours booked on the projects they manage or approve
 * for, by anyone. Hours per project (or leave, holiday) and week, and the weeks by status.
 */
export async function timesheetOverview(tx: Tx, v: Viewer, q: z.infer<typeof overviewQuery>): Promise<OverviewView> {
  const lines = overviewLines(v, q.type);
  const range = overviewRange(q.startDate, q.endDate);
  const { rows, counts } = await overviewHours(tx, lines, range);
  return { type: q.type, rows, statusCounts: counts };
}
