import type { z } from 'zod';
import {
  WEEK_HISTORY_LIMIT,
  type historyQuery,
  type WeekHistoryEvent,
  type WeekHistoryView,
} from '@tenure/domain/timesheets';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { REQUEST_TYPE } from '../approvals/service.ts';
import { readableWeekOwner } from '../policy.ts';
import { weekEvents, weekOwner, weeksOf } from './queries.ts';

/** The caller's weeks, latest first, a page of 20 (SPEC §9), optionally between two dates. */
export async function weekHistory(tx: Tx, v: Viewer, q: z.infer<typeof historyQuery>) {
  const employeeId = requireEmployee(v);
  const rows = await weeksOf(tx, employeeId, q);
  return {
    items: rows.map(({ total: _, ...r }) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    size: q.size,
  };
}

const WEEK_ACTIONS: Record<string, WeekHistoryEvent['action']> = {
  'timesheet.week.save': 'saved',
  'timesheet.week.submit': 'submitted',
  'timesheet.week.unsubmit': 'unsubmitted',
};

/**
 * The history log of a week (flag timesheetHistoryLog): its saves, submits and pull-backs from the
 * audit trail, and every decision on its lines from the approval records — a person's, an
 * auto-approval rule's or a client's approver's — grouped as they were taken. Readable by whoever
 * may open the week.
 */
export async function weekHistoryLog(tx: Tx, v: Viewer, weekId: string): Promise<WeekHistoryView> {
  const week = await weekOwner(tx, weekId);
  if (!week) throw notFound();
  await readableWeekOwner(tx, v, week);
  const { audit, decisions } = await weekEvents(tx, weekId, REQUEST_TYPE);
  const events: WeekHistoryEvent[] = [
    ...audit.map((a) => ({
      at: a.at,
      action: WEEK_ACTIONS[a.action]!,
      actorName: a.actorName,
      decidedBy: null,
      reason: null,
      lines: [],
    })),
    ...decisions.map((d) => ({
      at: d.at,
      action: d.toStatus,
      actorName: d.actorName,
      decidedBy: d.rule ?? d.client,
      reason: d.reason,
      lines: d.lines,
    })),
  ];
  // Newest first; at the same instant a decision follows the submit it answered.
  events.sort(
    (a, b) => b.at.localeCompare(a.at) || Number(a.action === 'submitted') - Number(b.action === 'submitted'),
  );
  return { events: events.slice(0, WEEK_HISTORY_LIMIT) };
}
