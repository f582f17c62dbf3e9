import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { rateCardInput, RateCardListView, RateCardView, RatePreviewView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { repricedOpenDays } from '../revenue/queries.ts';
import { requireRevenueEdit } from '../policy.ts';

type RateCard = z.output<typeof rateCardInput>;

const cardColumns = sql`c.id, c.project_id as "projectId", c.scope, c.designation,
  (select json_build_object('employeeId', p.id, 'employeeNumber', p.employee_number, 'displayName', p.display_name) from employees p where p.id = c.employee_id) as employee,
  c.bill_rate::float8 as "billRate", c.cost_rate::float8 as "costRate", c.valid_from::text as "validFrom"`;

/** A stored card with the same target and date: the change replaces it. */
const sameTarget = (card: RateCard) => sql`project_id = ${card.projectId} and scope = ${card.scope} and coalesce(designation, '') = ${card.designation ?? ''}
  and coalesce(employee_id::text, '') = ${card.employeeId ?? ''} and valid_from = ${card.validFrom}::date`;

/** The project's cards, latest first per target, and its closed months. */
export async function listRateCards(tx: Tx, projectId: string): Promise<RateCardListView> {
  const [project] = await queryRows<RateCardListView['project']>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", c.currency_id as currency from projects p join clients c on c.id = p.client_id where p.id = ${projectId}`,
  );
  if (!project) throw notFound();
  const cards = await queryRows<RateCardView>(
    tx,
    sql`select ${cardColumns} from rate_cards c where c.project_id = ${projectId}
         order by case c.scope when 'project' then 0 when 'role' then 1 else 2 end, c.designation nulls first, (select display_name from employees where id = c.employee_id) nulls first, c.valid_from desc`,
  );
  const closed = await queryRows<{ month: string }>(tx, sql`select to_char(month, 'YYYY-MM') as month from revenue_period_closes where project_id = ${projectId} order by month`);
  return { project, cards, closedMonths: closed.map((c) => c.month) };
}

async function requireProject(tx: Tx, card: RateCard): Promise<string> {
  const [project] = await queryRows<{ currency: string }>(tx, sql`select c.currency_id as currency from projects p join clients c on c.id = p.client_id where p.id = ${card.projectId}`);
  if (!project) throw badRequest(notFound().message, { projectId: notFound().message });
  if (card.employeeId) {
    const [person] = await queryRows<{ id: string }>(tx, sql`select id from employees where id = ${card.employeeId}`);
    if (!person) throw badRequest(notFound().message, { employeeId: notFound().message });
  }
  return project.currency;
}

/**
 * What a change would do: the open approved lines of the project from the change date on whose
 * revenue moves, with their revenue before and after, and the hours of closed months that keep
 * their frozen rates. Changes nothing.
 */
async function previewOf(tx: Tx, card: RateCard, currency: string): Promise<RatePreviewView> {
  const withChange = sql`(select id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from from rate_cards where not (${sameTarget(card)})
    union all select null::uuid, ${card.projectId}::uuid, ${card.scope}, ${card.designation}, ${card.employeeId}::uuid, ${card.billRate}::numeric, ${card.costRate}::numeric, ${card.validFrom}::date)`;
  const scope = sql`l.project_id = ${card.projectId} and w.week_start_date >= ${card.validFrom}::date - 6`;
  const lines = await queryRows<RatePreviewView['lines'][number]>(
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
  const [frozen] = await queryRows<{ hours: number }>(
    tx,
    sql`select coalesce(sum(hours), 0)::float8 as hours from revenue_frozen_days where project_id = ${card.projectId} and day >= ${card.validFrom}::date
          and (${card.scope} = 'project' or (${card.scope} = 'person' and employee_id = ${card.employeeId}::uuid)
               or (${card.scope} = 'role' and employee_id in (select id from employees where designation = ${card.designation})))`,
  );
  const revenueBefore = round2(lines.reduce((s, l) => s + l.revenueBefore, 0));
  const revenueAfter = round2(lines.reduce((s, l) => s + l.revenueAfter, 0));
  return { currency, lines, revenueBefore, revenueAfter, difference: round2(revenueAfter - revenueBefore), frozenHours: frozen?.hours ?? 0 };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function previewRateChange(tx: Tx, v: Viewer, card: RateCard): Promise<RatePreviewView> {
  requireRevenueEdit(v);
  return previewOf(tx, card, await requireProject(tx, card));
}

/**
 * Applies a confirmed change: the card is stored (replacing one of the same target and date), and
 * the revenue of open months follows from the next read; closed months keep their frozen days.
 * Changes of one project take turns (row lock on the project), so the answered preview is the
 * change that was made.
 */
export async function applyRateChange(tx: Tx, v: Viewer, card: RateCard) {
  requireRevenueEdit(v);
  const currency = await requireProject(tx, card);
  await tx.execute(sql`select id from projects where id = ${card.projectId} for update`);
  const preview = await previewOf(tx, card, currency);
  const [before] = await queryRows<{ billRate: number; costRate: number }>(
    tx,
    sql`select bill_rate::float8 as "billRate", cost_rate::float8 as "costRate" from rate_cards where ${sameTarget(card)}`,
  );
  const [saved] = await queryRows<{ id: string }>(
    tx,
    sql`insert into rate_cards (tenant_id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from, created_by)
        values (current_setting('app.tenant_id'), ${card.projectId}, ${card.scope}, ${card.designation}, ${card.employeeId}, ${card.billRate}, ${card.costRate}, ${card.validFrom}::date, ${v.userId})
        on conflict (tenant_id, project_id, scope, coalesce(designation, ''), coalesce(employee_id::text, ''), valid_from)
        do update set bill_rate = excluded.bill_rate, cost_rate = excluded.cost_rate, updated_at = now()
        returning id`,
  );
  const [view] = await queryRows<RateCardView>(tx, sql`select ${cardColumns} from rate_cards c where c.id = ${saved!.id}`);
  await recordAudit(tx, {
    ...auditActor(v), action: 'timesheet.revenue.rate-card', entity: 'project', entityId: card.projectId,
    before: before ?? null, after: { ...card, revenueBefore: preview.revenueBefore, revenueAfter: preview.revenueAfter, lines: preview.lines.length },
  });
  return { ...preview, card: view! };
}
