import { sql, type SQL } from 'drizzle-orm';
import { GOAL_MESSAGES, type LibraryAssignData, type LibraryListQuery, type LibraryTemplateData, type LibraryTemplateView } from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { hierarchyRoot, inRootRange } from '../../employees/index.ts';
import type { ReportProgress } from '../../../platform/jobs.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { hasTeamGoals, isLibraryKeeper } from '../policy.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

const templateColumns = sql`
  t.id, t.title, t.description, t.designation, t.key_results as "keyResults",
  gt.id as "typeId", gt.name as "typeName", d.id as "departmentId", d.name as "departmentName",
  (select count(*)::int from goals g where g.template_id = t.id) as assigned`;
const templateJoins = sql`join goal_masters gt on gt.id = t.goal_type_id left join departments d on d.id = t.department_id`;

interface TemplateRow {
  id: string;
  title: string;
  description: string | null;
  designation: string | null;
  keyResults: LibraryTemplateView['keyResults'];
  typeId: string;
  typeName: string;
  departmentId: string | null;
  departmentName: string | null;
  assigned: number;
}

const toTemplateView = (r: TemplateRow): LibraryTemplateView => ({
  id: r.id,
  title: r.title,
  description: r.description,
  goalType: { id: r.typeId, name: r.typeName },
  department: r.departmentId ? { id: r.departmentId, name: r.departmentName ?? '' } : null,
  designation: r.designation,
  keyResults: r.keyResults,
  assigned: r.assigned,
});

/** Managers read the library to give its goals to their team; HR keeps it. */
function mayRead(v: Viewer) {
  if (!isLibraryKeeper(v) && !hasTeamGoals(v)) throw forbidden();
}

const SORT: Record<LibraryListQuery['sort'], SQL> = { title: sql`lower(t.title)`, department: sql`lower(d.name)`, designation: sql`lower(t.designation)` };

export async function listTemplates(tx: Tx, v: Viewer, q: LibraryListQuery) {
  mayRead(v);
  const search = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await queryRows<TemplateRow & { total: number }>(
    tx,
    sql`select ${templateColumns}, count(*) over ()::int as total from goal_library_templates t ${templateJoins}
         where ${search ? sql`(lower(t.title) like ${search} or lower(coalesce(t.description, '')) like ${search})` : sql`true`}
           and ${q.departmentId ? sql`t.department_id = ${q.departmentId}` : sql`true`}
           and ${q.designation ? sql`lower(t.designation) = ${q.designation.toLowerCase()}` : sql`true`}
         order by ${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`} nulls last, t.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { items: rows.map(toTemplateView), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

async function loadTemplate(tx: Tx, id: string) {
  const [row] = await queryRows<TemplateRow>(tx, sql`select ${templateColumns} from goal_library_templates t ${templateJoins} where t.id = ${id}`);
  if (!row) throw notFound();
  return toTemplateView(row);
}

async function checkTemplate(tx: Tx, input: LibraryTemplateData) {
  const [type] = await queryRows<{ id: string }>(tx, sql`select id from goal_masters where id = ${input.goalTypeId} and kind = 'type' and is_active`);
  if (!type) throw fieldError('goalTypeId', GOAL_MESSAGES.masterNotFound);
  if (input.departmentId) {
    const [department] = await queryRows<{ id: string }>(tx, sql`select id from departments where id = ${input.departmentId}`);
    if (!department) throw fieldError('departmentId', GOAL_MESSAGES.masterNotFound);
  }
}

const keyResultsJson = (input: LibraryTemplateData) =>
  jsonParam(input.keyResults.map((k) => ({ title: k.title, unit: k.unit, startValue: k.startValue, targetValue: k.targetValue, weight: k.weight })));

export async function createTemplate(tx: Tx, v: Viewer, input: LibraryTemplateData) {
  await checkTemplate(tx, input);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into goal_library_templates (tenant_id, title, description, goal_type_id, department_id, designation, key_results)
        values (${v.tenantCode}, ${input.title}, ${input.description ?? null}, ${input.goalTypeId}, ${input.departmentId ?? null}, ${input.designation || null}, ${keyResultsJson(input)})
        returning id`,
  );
  const view = await loadTemplate(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'goalLibrary.create', entity: 'goal_library_template', entityId: view.id, after: view });
  return view;
}

/** Goals already given keep their own copy: editing a template changes what is assigned next. */
export async function updateTemplate(tx: Tx, v: Viewer, id: string, input: LibraryTemplateData) {
  const before = await loadTemplate(tx, id);
  await checkTemplate(tx, input);
  await tx.execute(sql`update goal_library_templates set title = ${input.title}, description = ${input.description ?? null}, goal_type_id = ${input.goalTypeId},
                         department_id = ${input.departmentId ?? null}, designation = ${input.designation || null}, key_results = ${keyResultsJson(input)}, updated_at = now()
                       where id = ${id}`);
  const view = await loadTemplate(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'goalLibrary.update', entity: 'goal_library_template', entityId: id, before, after: view });
  return view;
}

export async function deleteTemplate(tx: Tx, v: Viewer, id: string) {
  const before = await loadTemplate(tx, id);
  await tx.execute(sql`delete from goal_library_templates where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'goalLibrary.delete', entity: 'goal_library_template', entityId: id, before });
}

/** What an assignment needs once checked: who assigns, and whose team bounds the audience (managers). */
export interface AssignPlan extends LibraryAssignData {
  createdBy: string | null;
  teamRootId: string | null;
}

/** HR assigns to anyone the filters match; a manager only within their team (direct and indirect). */
export async function planAssignment(tx: Tx, v: Viewer, input: LibraryAssignData): Promise<{ plan: AssignPlan; audience: number }> {
  const keeper = isLibraryKeeper(v);
  if (!keeper && !hasTeamGoals(v)) throw forbidden();
  const teamRootId = keeper && !input.audience.myTeam ? null : requireEmployee(v);
  const [period] = await queryRows<{ id: string }>(tx, sql`select id from goal_periods where id = ${input.periodId}`);
  if (!period) throw fieldError('periodId', GOAL_MESSAGES.periodNotFound);
  const [templates] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goal_library_templates where id = any(${`{${input.templateIds.join(',')}}`}::uuid[])`);
  if (templates!.n !== new Set(input.templateIds).size) throw fieldError('templateIds', GOAL_MESSAGES.noTemplates);
  const plan: AssignPlan = { ...input, templateIds: [...new Set(input.templateIds)], createdBy: v.employeeId, teamRootId };
  const [count] = await queryRows<{ n: number }>(tx, sql`${audienceCte(plan)} select count(*)::int as n from audience`);
  if (count!.n === 0) throw fieldError('audience', GOAL_MESSAGES.noAudience);
  return { plan, audience: count!.n };
}

/** CTE `audience`: the active people matching every filter given, below `teamRootId` when set. */
function audienceCte(plan: AssignPlan): SQL {
  const a = plan.audience;
  const list = (values: readonly string[]) => `{${values.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const filters = sql`${employedOn()}
    and ${a.departmentIds.length ? sql`e.department_id = any(${list(a.departmentIds)}::uuid[])` : sql`true`}
    and ${a.locationIds.length ? sql`e.location_id = any(${list(a.locationIds)}::uuid[])` : sql`true`}
    and ${a.designations.length ? sql`lower(e.designation) = any(${list(a.designations.map((d) => d.toLowerCase()))}::text[])` : sql`true`}`;
  if (!plan.teamRootId) return sql`with audience as (select e.id from employees e where ${filters})`;
  return sql`with ${hierarchyRoot(plan.teamRootId)}, audience as (
    select e.id from root join employees e on ${inRootRange('e')} where e.hierarchy_depth > root.depth and ${filters})`;
}

/**
 * Gives each template to everyone in the audience, one statement per template; a template a
 * person already has for the period is skipped (unique key), so assigning twice creates nothing.
 */
export async function assignTemplates(tx: Tx, tenantCode: string, plan: AssignPlan, progress: ReportProgress = () => undefined) {
  let created = 0;
  for (const [i, templateId] of plan.templateIds.entries()) {
    const [row] = await queryRows<{ created: number }>(
      tx,
      sql`${audienceCte(plan)},
          tpl as (select id, title, description, goal_type_id, key_results from goal_library_templates where id = ${templateId}),
          ins as (
            insert into goals (tenant_id, period_id, level, title, description, goal_type_id, owner_id, weight, start_date, end_date, status, created_by, decided_by, decided_at, template_id)
            select ${tenantCode}, p.id, 'individual', tpl.title, tpl.description, tpl.goal_type_id, a.id, 100, p.start_date, p.end_date, 'approved', ${plan.createdBy}::uuid, ${plan.createdBy}::uuid, now(), tpl.id
              from tpl cross join audience a cross join goal_periods p where p.id = ${plan.periodId}
            on conflict (tenant_id, template_id, owner_id, period_id) do nothing
            returning id, template_id),
          krs as (
            insert into key_results (tenant_id, goal_id, title, unit, start_value, target_value, current_value, weight, sort_order)
            select ${tenantCode}, ins.id, k.item->>'title', k.item->>'unit', (k.item->>'startValue')::numeric, (k.item->>'targetValue')::numeric,
                   (k.item->>'startValue')::numeric, (k.item->>'weight')::numeric, k.ord - 1
              from ins join tpl on tpl.id = ins.template_id cross join lateral jsonb_array_elements(tpl.key_results) with ordinality as k(item, ord))
          select count(*)::int as created from ins`,
    );
    created += row?.created ?? 0;
    progress(Math.round(((i + 1) / plan.templateIds.length) * 100));
  }
  return created;
}

export async function recordAssignment(tx: Tx, v: Pick<Viewer, 'tenantCode' | 'userId' | 'requestId'> | { tenantCode: string; userId: string | null }, plan: AssignPlan, result: { audience: number; created: number }) {
  await recordAudit(tx, {
    tenantCode: v.tenantCode,
    actorUserId: v.userId,
    action: 'goalLibrary.assign',
    entity: 'goal_library_template',
    entityId: null,
    after: { templateIds: plan.templateIds, periodId: plan.periodId, audience: plan.audience, people: result.audience, created: result.created },
    ...('requestId' in v ? { requestId: v.requestId } : {}),
  });
}

