import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import { WEEK_HISTORY_LIMIT, weekHistoryView, type WeekHistoryEvent, type WeekHistoryView } from '@tenure/domain/timesheets';
import { queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { viewerOf, type Viewer } from '../../../platform/viewer.ts';
import { REQUEST_TYPE } from '../approvals/service.ts';
import { readableEmployee } from '../weeks/service.ts';

const tags = ['timesheets'];
const own = { requires: section('TIMESHEET', 'Timesheets'), scope: 'self' } as const;

const WEEK_ACTIONS: Record<string, WeekHistoryEvent['action']> = {
  'timesheet.week.save': 'saved',
  'timesheet.week.submit': 'submitted',
  'timesheet.week.unsubmit': 'unsubmitted',
};

interface DecisionRow {
  at: string;
  toStatus: 'approved' | 'rejected';
  actorName: string | null;
  rule: string | null;
  client: string | null;
  reason: string | null;
  lines: string[];
}

/**
 * The history log of a week (flag timesheetHistoryLog): its saves, submits and pull-backs from the
 * audit trail, and every decision on its lines from the approval records — a person's, an
 * auto-approval rule's or a client's approver's — grouped as they were taken. Readable by whoever
 * may open the week.
 */
export async function weekHistoryLog(tx: Tx, v: Viewer, weekId: string): Promise<WeekHistoryView> {
  const [week] = await queryRows<{ employeeId: string; weekStart: string }>(
    tx,
    sql`select employee_id as "employeeId", week_start_date::text as "weekStart" from timesheet_weeks where id = ${weekId}`,
  );
  if (!week) throw notFound();
  await readableEmployee(tx, v, week.employeeId, week.weekStart);
  const { audit, decisions } = await readTogether<{ audit: { at: string; action: string; actorName: string | null }[]; decisions: DecisionRow[] }>(tx, {
    audit: sql`select to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, a.action, e.display_name as "actorName"
                 from audit_log a left join users u on u.id = a.actor_user_id left join employees e on e.id = u.employee_id
                where a.entity = 'timesheet_week' and a.entity_id = ${weekId} and a.action in ('timesheet.week.save', 'timesheet.week.submit', 'timesheet.week.unsubmit')
                order by a.created_at desc limit ${WEEK_HISTORY_LIMIT}`,
    decisions: sql`select to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, d.to_status as "toStatus", e.display_name as "actorName",
                          d.decided_by_rule as rule, case when d.decided_by is null and d.decided_by_rule is null then min(c.name) end as client, d.reason,
                          array_agg(distinct coalesce(p.name, initcap(l.kind::text)) order by coalesce(p.name, initcap(l.kind::text))) as lines
                     from approval_decisions d
                     join timesheet_lines l on l.id = d.request_id
                     left join projects p on p.id = l.project_id
                     left join clients c on c.id = p.client_id
                     left join employees e on e.id = d.decided_by
                    where d.request_type = ${REQUEST_TYPE} and l.week_id = ${weekId} and d.to_status in ('approved', 'rejected')
                    group by d.created_at, d.to_status, d.decided_by, e.display_name, d.decided_by_rule, d.reason
                    order by d.created_at desc limit ${WEEK_HISTORY_LIMIT}`,
  });
  const events: WeekHistoryEvent[] = [
    ...audit.map((a) => ({ at: a.at, action: WEEK_ACTIONS[a.action]!, actorName: a.actorName, decidedBy: null, reason: null, lines: [] })),
    ...decisions.map((d) => ({ at: d.at, action: d.toStatus, actorName: d.actorName, decidedBy: d.rule ?? d.client, reason: d.reason, lines: d.lines })),
  ];
  // Newest first; at the same instant a decision follows the submit it answered.
  events.sort((a, b) => b.at.localeCompare(a.at) || Number(a.action === 'submitted') - Number(b.action === 'submitted'));
  return { events: events.slice(0, WEEK_HISTORY_LIMIT) };
}

export function weekHistoryLogRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/timesheet/v2/timesheets/:id/history-log', {
    config: { access: own, flag: 'timesheetHistoryLog' },
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: weekHistoryView } },
    handler: (request) => request.inTenant((tx) => weekHistoryLog(tx, viewerOf(request), request.params.id)),
  });
}
