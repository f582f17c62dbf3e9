import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { rateCardInput, RateCardListView, RateCardView, RatePreviewView } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { repricedOpenDays } from '../revenue/queries.ts';

export type RateCard = z.output<typeof rateCardInput>;

const cardColumns = sql`c.id, c.project_id as "projectId", c.scope, c.designation,
  (select json_build_object('employeeId', p.id, 'employeeNumber', p.employee_number, 'displayName', p.display_name) from employees p where p.id = c.employee_id) as employee,
  c.bill_rate::float8 as "billRate", c.cost_rate::float8 as "costRate", c.valid_from::text as "validFrom"`;

/** A stored card with the same target and date: the change replaces it. */
const sameTarget = (
  card: RateCard,
) => sql`project_id = ${card.projectId} and scope = ${card.scope} and coalesce(designation, '') = ${card.designation ?? ''}
  and coalesce(employee_id::text, '') = ${card.employeeId ?? ''} and valid_from = ${card.validFrom}::date`;

/** The project with its client and currency, as the rate card screen heads it. */
export async function rateCardProject(tx: Tx, projectId: string): Promise<RateCardListView['project'] | undefined> {
  const [project] = await queryRows<RateCardListView['project']>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", c.currency_id as currency from projects p join clients c on c.id = p.client_id where p.id = ${projectId}`,
  );
  return project;
}

/** The project's cards, latest first per target; a person's card only where `seen` lets that person through. */
export const rateCardsOf = (tx: Tx, projectId: string, seen: (employeeId: SQL) => SQL) =>
  queryRows<RateCardView>(
    tx,
    sql`select ${cardColumns} from rate_cards c
         where c.project_id = ${projectId} and (c.employee_id is null or ${seen(sql`c.employee_id`)})
         order by case c.scope when 'project' then 0 when 'role' then 1 else 2 end, c.designation nulls first, (select display_name from employees where id = c.employee_id) nulls first, c.valid_from desc`,
  );

/** The project's closed months, YYYY-MM. */
export async function closedMonthsOf(tx: Tx, projectId: string): Promise<string[]> {
  const closed = await queryRows<{ month: string }>(
    tx,
    sql`select to_char(month, 'YYYY-MM') as month from revenue_period_closes where project_id = ${projectId} order by month`,
  );
  return closed.map((c) => c.month);
}

/** The currency of the project's client; undefined for an unknown project. */
export async function projectCurrency(tx: Tx, projectId: string): Promise<string | undefined> {
  const [project] = await queryRows<{ currency: string }>(
    tx,
    sql`select c.currency_id as currency from projects p join clients c on c.id = p.client_id where p.id = ${projectId}`,
  );
  return project?.currency;
}

export async function employeeExists(tx: Tx, employeeId: string): Promise<boolean> {
  const [person] = await queryRows<{ id: string }>(tx, sql`select id from employees where id = ${employeeId}`);
  return person !== undefined;
}

/** The open approved lines of the project from the change date on whose revenue the change moves, before and after. */
export function repricedLines(tx: Tx, card: RateCard) {
  const withChange = sql`(select id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from from rate_cards where not (${sameTarget(card)})
    union all select null::uuid, ${card.projectId}::uuid, ${card.scope}, ${card.designation}, ${card.employeeId}::uuid, ${card.billRate}::numeric, ${card.costRate}::numeric, ${card.validFrom}::date)`;
  const scope = sql`l.project_id = ${card.projectId} and w.week_start_date >= ${card.validFrom}::date - 6`;
  return queryRows<RatePreviewView['lines'][number]>(
    tx,
    sql`with moved as (
               select d.line_id, sum(d.hours)::float8 as hours, coalesce(sum(d.hours * d.bill_rate), 0) as before, coalesce(sum(d.hours * d.new_bill_rate), 0) as after
                 from (${repricedOpenDays(scope, withChange)}) d
                where d.day >= ${card.validFrom}::date and d.bill_rate is distinct from d.new_bill_rate
                group by d.line_id)
        select m.line_id as "lineId", e.employee_number as "employeeNumber", e.display_name as "displayName", w.week_start_date::text as "weekStartDate",
               m.hours, round(m.before::numeric, 2)::float8 as "revenueBefore", round(m.after::numeric, 2)::float8 as "revenueAfter"
          from moved m join timesheet_lines l on l.id = m.line_id join timesheet_weeks w on w.id = l.week_id join employees e on e.id = l.employee_id
         order by w.week_start_date, e.display_name`,
  );
}

/** Hours of closed months the change would reach, which keep their frozen rates. */
export async function frozenHoursReached(tx: Tx, card: RateCard): Promise<number> {
  const [frozen] = await queryRows<{ hours: number }>(
    tx,
    sql`select coalesce(sum(hours), 0)::float8 as hours from revenue_frozen_days where project_id = ${card.projectId} and day >= ${card.validFrom}::date
          and (${card.scope} = 'project' or (${card.scope} = 'person' and employee_id = ${card.employeeId}::uuid)
               or (${card.scope} = 'role' and employee_id in (select id from employees where designation = ${card.designation})))`,
  );
  return frozen?.hours ?? 0;
}

/** Locks the project row: rate changes of one project take turns. */
export async function lockProjectForRates(tx: Tx, projectId: string): Promise<void> {
  await tx.execute(sql`select id from projects where id = ${projectId} for update`);
}

/** The rates of the stored card of the same target and date, if any. */
export async function sameTargetRates(
  tx: Tx,
  card: RateCard,
): Promise<{ billRate: number; costRate: number } | undefined> {
  const [before] = await queryRows<{ billRate: number; costRate: number }>(
    tx,
    sql`select bill_rate::float8 as "billRate", cost_rate::float8 as "costRate" from rate_cards where ${sameTarget(card)}`,
  );
  return before;
}

/** Stores the card, replacing one of the same target and date, and answers it as the screen shows it. */
export async function upsertRateCard(tx: Tx, card: RateCard, userId: string): Promise<RateCardView> {
  const [saved] = await queryRows<{ id: string }>(
    tx,
    sql`insert into rate_cards (tenant_id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from, created_by)
        values (current_setting('app.tenant_id'), ${card.projectId}, ${card.scope}, ${card.designation}, ${card.employeeId}, ${card.billRate}, ${card.costRate}, ${card.validFrom}::date, ${userId})
        on conflict (tenant_id, project_id, scope, coalesce(designation, ''), coalesce(employee_id::text, ''), valid_from)
        do update set bill_rate = excluded.bill_rate, cost_rate = excluded.cost_rate, updated_at = now()
        returning id`,
  );
  const [view] = await queryRows<RateCardView>(
    tx,
    sql`select ${cardColumns} from rate_cards c where c.id = ${saved!.id}`,
  );
  return view!;
}
