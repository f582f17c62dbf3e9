import { sql, type SQL } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { FALLBACK_TIMESHEET_RULES, weekStartOf } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedUntil } from '../../../platform/employment.ts';
import {
  oncePerTransaction,
  pageOfRows,
  type ReportDefinition,
  type ReportFilterValues,
} from '../../../platform/reports.ts';
import { column, reportEmployeeWhere } from '../../employees/index.ts';
import { effectivePlansByPlace } from '../../policies/index.ts';

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
 * report's scope joined by the week's end and employed on its first day (platform employedUntil),
 * their week (one stored for that Monday), whether they sent it, whether it is approved, whether
 * its first line went in by the deadline (the end of the day `submissionDeadlineDays` of their
 * effective timesheet plan after the week's end, UTC) and whether a rule approved every line
 * (timesheet auto-approval). Set-based: the range's weeks are read once, with what the lines say of
 * them kept on the week (first_sent_at, approved_by_rule: migration 0064's triggers), a stored week
 * matched to the calendar week (its Monday) its first day falls in, the plans resolved per place.
 */
function complianceWeeks(tx: Tx, f: ReportFilterValues): Promise<(ComplianceCounts & { week: string })[]> {
  return oncePerTransaction(tx, `compliance:${JSON.stringify(f)}`, () => readComplianceWeeks(tx, f));
}

async function readComplianceWeeks(tx: Tx, f: ReportFilterValues): Promise<(ComplianceCounts & { week: string })[]> {
  const first = weekStartOf(f.from);
  const monday = (day: SQL) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;
  return queryRows<ComplianceCounts & { week: string }>(
    tx,
    // Each person's weeks are an interval: from the week they joined in to the last one they work here in
    // (employedUntil), so that the weeks expected are counted from where the intervals start and end, and the
    // weeks sent joined to the people by id: never a row per person and week.
    sql`with people as materialized (
          select p.id, ${monday(sql`p.date_of_joining`)} as from_week, p.until,
                 coalesce((p.timesheet_settings ->> 'submissionDeadlineDays')::int, ${FALLBACK_TIMESHEET_RULES.submissionDeadlineDays}) as grace
            from (${effectivePlansByPlace(
              sql`select employees.id, employees.date_of_joining, employees.department_id, employees.location_id,
                         employees.legal_entity_id, ${employedUntil('employees')} as until
                    from employees where ${await reportEmployeeWhere(tx, f)}`,
              ['timesheet'],
            )}) p
           where p.until >= ${monday(sql`p.date_of_joining`)}),
        weeks as (select g::date as week from generate_series(${first}::date, ${f.to}::date, interval '7 days') g),
        -- A person adds one to the weeks expected from their first week of the range on, and takes it away after
        -- their last: the count of each week is the running sum of these changes.
        changes as (
          select greatest(e.from_week, ${first}::date) as week, 1 as delta
            from people e where e.from_week <= ${f.to}::date and e.until >= ${first}::date
          union all
          select ${monday(sql`e.until`)} + 7, -1
            from people e where e.until >= ${first}::date and e.until < 'infinity' and ${monday(sql`e.until`)} + 7 <= ${f.to}::date),
        expected as (
          select wk.week, (sum(coalesce(sum(c.delta), 0)) over (order by wk.week))::int as expected
            from weeks wk left join changes c on c.week = wk.week
           group by wk.week),
        sent as (
          select ${monday(sql`w.week_start_date`)} as week, count(*)::int as submitted,
                 (count(*) filter (where w.status = 'approved'))::int as approved,
                 (count(*) filter (where w.first_sent_at < (w.week_start_date + 7 + e.grace)::timestamp at time zone 'UTC'))::int as "onTime",
                 (count(*) filter (where w.status = 'approved' and w.approved_by_rule))::int as "autoApproved"
            from timesheet_weeks w join people e on e.id = w.employee_id
           where w.week_start_date between ${first}::date and ${f.to}::date and w.status in ${SENT}
             and ${monday(sql`w.week_start_date`)} between e.from_week and e.until
           group by 1)
        select x.week::text as week, x.expected, coalesce(s.submitted, 0) as submitted, coalesce(s.approved, 0) as approved,
               coalesce(s."onTime", 0) as "onTime", coalesce(s."autoApproved", 0) as "autoApproved"
          from expected x left join sent s on s.week = x.week
         where x.expected > 0
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

/**
 * Compliance is followed week by week through the recent weeks: the report opens on this month and the two
 * before it (about thirteen weeks); a person picks a year in the range.
 */
const COMPLIANCE_DEFAULT_MONTHS = 3;

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
  defaultMonths: COMPLIANCE_DEFAULT_MONTHS,
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
