import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { FALLBACK_TIMESHEET_RULES, weekStartOf } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import {
  oncePerTransaction,
  pageOfRows,
  type ReportDefinition,
  type ReportFilterValues,
} from '../../../platform/reports.ts';
import { column, reportEmployeeWhere } from '../../employees/index.ts';
import { effectivePlansByPlace } from '../../policies/index.ts';
import { REQUEST_TYPE } from '../approvals/queries.ts';

/** A week's counts: people expected to send it, and of those who did, approved, on time, auto-approved. */
interface ComplianceCounts {
  expected: number;
  submitted: number;
  approved: number;
  onTime: number;
  autoApproved: number;
}

/** The week statuses of a week whose lines were sent for approval (a rejected week was sent too). */
const SENT = sql`('submitted', 'partiallyApproved', 'approved', 'rejected')`;

/**
 * Per calendar week (Monday to Sunday) from the range's first week to `to`: the people of the
 * report's scope joined by the week's end and employed on its first day (platform employedOn),
 * their week (one stored for that Monday), whether they sent it, whether it is approved, whether
 * its first line went in by the deadline (the end of the day `submissionDeadlineDays` of their
 * effective timesheet plan after the week's end, UTC) and whether a rule approved every line
 * (timesheet auto-approval). Set-based: the lines of the range's weeks are read once, a stored week
 * matched to the calendar week (its Monday) its first day falls in, the plans resolved per place.
 */
function complianceWeeks(tx: Tx, f: ReportFilterValues): Promise<(ComplianceCounts & { week: string })[]> {
  return oncePerTransaction(tx, `compliance:${JSON.stringify(f)}`, () => readComplianceWeeks(tx, f));
}

async function readComplianceWeeks(tx: Tx, f: ReportFilterValues): Promise<(ComplianceCounts & { week: string })[]> {
  const first = weekStartOf(f.from);
  return queryRows<ComplianceCounts & { week: string }>(
    tx,
    sql`with people as materialized (
          select p.id, p.status, p.date_of_joining,
                 coalesce((p.timesheet_settings ->> 'submissionDeadlineDays')::int, ${FALLBACK_TIMESHEET_RULES.submissionDeadlineDays}) as grace
            from (${effectivePlansByPlace(
              sql`select employees.id, employees.status, employees.date_of_joining, employees.department_id, employees.location_id,
                         employees.legal_entity_id
                    from employees where ${await reportEmployeeWhere(tx, f)}`,
              ['timesheet'],
            )}) p),
        weeks as (select g::date as week from generate_series(${first}::date, ${f.to}::date, interval '7 days') g),
        expected as (
          select wk.week, e.id, e.grace from weeks wk join people e on e.date_of_joining <= wk.week + 6 and ${employedOn(sql`wk.week`, 'e')}),
        by_rule as (
          select distinct d.request_id from approval_decisions d
           where d.request_type = ${REQUEST_TYPE} and d.to_status = 'approved' and d.decided_by_rule is not null),
        sent as (
          select w.id, w.employee_id, w.week_start_date - (extract(isodow from w.week_start_date)::int - 1) as week, w.week_start_date, w.status,
                 min(l.submitted_at) as first_sent, count(*) = count(r.request_id) as by_rule
            from timesheet_weeks w join timesheet_lines l on l.week_id = w.id
            left join by_rule r on r.request_id = l.id
           where w.week_start_date between ${first}::date and ${f.to}::date and w.status in ${SENT}
           group by w.id)
        select x.week::text as week, count(*)::int as expected, count(s.id)::int as submitted,
               (count(*) filter (where s.status = 'approved'))::int as approved,
               (count(*) filter (where s.first_sent < (s.week_start_date + 7 + x.grace)::timestamp at time zone 'UTC'))::int as "onTime",
               (count(*) filter (where s.status = 'approved' and s.by_rule))::int as "autoApproved"
          from expected x left join sent s on s.employee_id = x.id and s.week = x.week
         group by x.week
         order by x.week`,
  );
}

/** A share in percent to two decimals; none of nothing. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((10000 * part) / whole) / 100);

function withRates(counts: ComplianceCounts): Record<string, number | null> {
  return {
    expected: counts.expected,
    submitted: counts.submitted,
    approved: counts.approved,
    onTime: counts.onTime,
    autoApproved: counts.autoApproved,
    notSubmitted: counts.expected - counts.submitted,
    submittedRate: percent(counts.submitted, counts.expected),
    approvedRate: percent(counts.approved, counts.expected),
    onTimeRate: percent(counts.onTime, counts.expected),
    autoApprovedShare: percent(counts.autoApproved, counts.approved),
  };
}

/** Timesheets Compliance: one row per week of the range (at most a few dozen), computed whole and cut to the page. */
export const timesheetsComplianceReport: ReportDefinition = {
  route: '/employee-time-entry-adhoc-report',
  accessKey: 'TrEmployeeTimeEntryAdhocReport',
  description: 'Per week: timesheets expected, submitted and approved, the on-time rate and the auto-approved share.',
  columns: [
    column('week', 'Week', 'date'),
    column('expected', 'Expected', 'number'),
    column('submitted', 'Submitted', 'number'),
    column('notSubmitted', 'Not Submitted', 'number'),
    column('approved', 'Approved', 'number'),
    column('onTime', 'On Time', 'number'),
    column('submittedRate', 'Submitted %', 'percent', { decimals: 2 }),
    column('approvedRate', 'Approved %', 'percent', { decimals: 2 }),
    column('onTimeRate', 'On-time %', 'percent', { decimals: 2 }),
    column('autoApproved', 'Auto-approved', 'number'),
    column('autoApprovedShare', 'Auto-approved % of Approved', 'percent', { decimals: 2 }),
  ],
  filters: [],
  defaultSort: 'week',
  chart: { kind: 'line', title: 'Submitted, on time and approved, % of expected' },
  async query(tx, _v, f, sort, page) {
    const rows: ReportRow[] = (await complianceWeeks(tx, f)).map((w) => ({ week: w.week, ...withRates(w) }));
    return pageOfRows(rows, sort, page);
  },
  async summary(tx, _v, f) {
    const weeks = await complianceWeeks(tx, f);
    const total = (key: keyof ComplianceCounts) => weeks.reduce((n, w) => n + w[key], 0);
    const totals = withRates({
      expected: total('expected'),
      submitted: total('submitted'),
      approved: total('approved'),
      onTime: total('onTime'),
      autoApproved: total('autoApproved'),
    });
    return {
      totals,
      chart: {
        dataKey: 'week',
        series: [
          { name: 'submittedRate', label: 'Submitted %' },
          { name: 'onTimeRate', label: 'On-time %' },
          { name: 'approvedRate', label: 'Approved %' },
        ],
        data: weeks.map((w) => {
          const rates = withRates(w);
          return {
            week: w.week,
            submittedRate: rates.submittedRate ?? 0,
            onTimeRate: rates.onTimeRate ?? 0,
            approvedRate: rates.approvedRate ?? 0,
          };
        }),
      },
    };
  },
};
