import { sql } from 'drizzle-orm';
import { TEMPLATE_MESSAGES, type TaskTemplateInput, type TaskTemplateView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertOffboardingHr } from './policy.ts';

const columns = sql`t.id, t.legal_entity_id as "legalEntityId", le.name as "legalEntityName", t.department_id as "departmentId", d.name as "departmentName",
  t.group_name as "groupName", t.title, t.activities, t.owner_role as "ownerRole", t.due_offset_days as "dueOffsetDays", t.mandatory`;
const joins = sql`left join legal_entities le on le.id = t.legal_entity_id left join departments d on d.id = t.department_id`;

/** The templates (company-wide ones, and an entity's when one is named), in the order a leaver's tasks fall due. */
export async function listTaskTemplates(tx: Tx, v: Viewer, legalEntityId: string | undefined): Promise<TaskTemplateView[]> {
  assertOffboardingHr(v);
  const where = legalEntityId ? sql`(t.legal_entity_id is null or t.legal_entity_id = ${legalEntityId})` : sql`true`;
  return queryRows<TaskTemplateView>(tx, sql`select ${columns} from offboarding_task_templates t ${joins} where ${where} order by t.due_offset_days, t.group_name, t.title, t.id limit 500`);
}

async function loadTemplate(tx: Tx, id: string, lock = false): Promise<TaskTemplateView> {
  const [row] = await queryRows<TaskTemplateView>(tx, sql`select ${columns} from offboarding_task_templates t ${joins} where t.id = ${id} ${lock ? sql`for update of t` : sql``}`);
  if (!row) throw notFound();
  return row;
}

/** The entity and department named must exist; field errors otherwise, and nothing changes. */
async function checkReferences(tx: Tx, input: TaskTemplateInput): Promise<void> {
  const [found] = await queryRows<{ entity: boolean; department: boolean }>(
    tx,
    sql`select (${input.legalEntityId}::uuid is null or exists (select 1 from legal_entities where id = ${input.legalEntityId})) as entity,
               (${input.departmentId}::uuid is null or exists (select 1 from departments where id = ${input.departmentId})) as department`,
  );
  const fieldErrors: Record<string, string> = {};
  if (!found?.entity) fieldErrors.legalEntityId = TEMPLATE_MESSAGES.unknownEntity;
  if (!found?.department) fieldErrors.departmentId = TEMPLATE_MESSAGES.unknownDepartment;
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

export async function createTaskTemplate(tx: Tx, v: Viewer, input: TaskTemplateInput): Promise<TaskTemplateView> {
  assertOffboardingHr(v);
  await checkReferences(tx, input);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into offboarding_task_templates (tenant_id, legal_entity_id, department_id, group_name, title, activities, owner_role, due_offset_days, mandatory)
        values (${v.tenantCode}, ${input.legalEntityId}, ${input.departmentId}, ${input.groupName}, ${input.title}, ${JSON.stringify(input.activities)}::jsonb,
                ${input.ownerRole}, ${input.dueOffsetDays}, ${input.mandatory}) returning id`,
  );
  const view = await loadTemplate(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'offboarding.template.create', entity: 'offboarding_task_template', entityId: view.id, after: view });
  return view;
}

/** Editing a template changes the tasks of later leavers; tasks already created keep what they were given. */
export async function updateTaskTemplate(tx: Tx, v: Viewer, id: string, input: TaskTemplateInput): Promise<TaskTemplateView> {
  assertOffboardingHr(v);
  const before = await loadTemplate(tx, id, true);
  await checkReferences(tx, input);
  await tx.execute(sql`update offboarding_task_templates set legal_entity_id = ${input.legalEntityId}, department_id = ${input.departmentId}, group_name = ${input.groupName},
                         title = ${input.title}, activities = ${JSON.stringify(input.activities)}::jsonb, owner_role = ${input.ownerRole},
                         due_offset_days = ${input.dueOffsetDays}, mandatory = ${input.mandatory}, updated_at = now() where id = ${id}`);
  const after = await loadTemplate(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'offboarding.template.update', entity: 'offboarding_task_template', entityId: id, before, after });
  return after;
}

export async function deleteTaskTemplate(tx: Tx, v: Viewer, id: string): Promise<void> {
  assertOffboardingHr(v);
  const before = await loadTemplate(tx, id, true);
  await tx.execute(sql`delete from offboarding_task_templates where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'offboarding.template.delete', entity: 'offboarding_task_template', entityId: id, before });
}

export async function setupOptions(tx: Tx, v: Viewer) {
  assertOffboardingHr(v);
  const entities = await queryRows<{ id: string; name: string }>(tx, sql`select id, name from legal_entities where is_active order by name`);
  const departments = await queryRows<{ id: string; name: string }>(tx, sql`select id, name from departments where is_active order by name`);
  return { entities, departments };
}
