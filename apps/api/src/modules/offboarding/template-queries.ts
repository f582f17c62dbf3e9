import { sql } from 'drizzle-orm';
import type { TaskTemplateInput, TaskTemplateView } from '@tenure/domain/offboarding';
import { queryRows, type Tx } from '../../platform/db.ts';

const columns = sql`t.id, t.legal_entity_id as "legalEntityId", le.name as "legalEntityName", t.department_id as "departmentId", d.name as "departmentName",
  t.group_name as "groupName", t.title, t.activities, t.owner_role as "ownerRole", t.due_offset_days as "dueOffsetDays", t.mandatory`;
const joins = sql`left join legal_entities le on le.id = t.legal_entity_id left join departments d on d.id = t.department_id`;

/** The templates (company-wide ones, and an entity's when one is named), in the order a leaver's tasks fall due. */
export function templateRows(tx: Tx, legalEntityId: string | undefined): Promise<TaskTemplateView[]> {
  const where = legalEntityId ? sql`(t.legal_entity_id is null or t.legal_entity_id = ${legalEntityId})` : sql`true`;
  return queryRows<TaskTemplateView>(
    tx,
    sql`select ${columns} from offboarding_task_templates t ${joins} where ${where} order by t.due_offset_days, t.group_name, t.title, t.id limit 500`,
  );
}

export async function templateRow(tx: Tx, id: string, lock: boolean): Promise<TaskTemplateView | null> {
  const [row] = await queryRows<TaskTemplateView>(
    tx,
    sql`select ${columns} from offboarding_task_templates t ${joins} where t.id = ${id} ${lock ? sql`for update of t` : sql``}`,
  );
  return row ?? null;
}

/** Whether the entity and department named (when named) exist. */
export async function templateReferencesExist(
  tx: Tx,
  input: TaskTemplateInput,
): Promise<{ entity: boolean; department: boolean }> {
  const [found] = await queryRows<{ entity: boolean; department: boolean }>(
    tx,
    sql`select (${input.legalEntityId}::uuid is null or exists (select 1 from legal_entities where id = ${input.legalEntityId})) as entity,
               (${input.departmentId}::uuid is null or exists (select 1 from departments where id = ${input.departmentId})) as department`,
  );
  return found ?? { entity: false, department: false };
}

export async function insertTemplate(tx: Tx, tenantCode: string, input: TaskTemplateInput): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into offboarding_task_templates (tenant_id, legal_entity_id, department_id, group_name, title, activities, owner_role, due_offset_days, mandatory)
        values (${tenantCode}, ${input.legalEntityId}, ${input.departmentId}, ${input.groupName}, ${input.title}, ${JSON.stringify(input.activities)}::jsonb,
                ${input.ownerRole}, ${input.dueOffsetDays}, ${input.mandatory}) returning id`,
  );
  return row!.id;
}

export async function updateTemplate(tx: Tx, id: string, input: TaskTemplateInput): Promise<void> {
  await tx.execute(sql`update offboarding_task_templates set legal_entity_id = ${input.legalEntityId}, department_id = ${input.departmentId}, group_name = ${input.groupName},
                         title = ${input.title}, activities = ${JSON.stringify(input.activities)}::jsonb, owner_role = ${input.ownerRole},
                         due_offset_days = ${input.dueOffsetDays}, mandatory = ${input.mandatory}, updated_at = now() where id = ${id}`);
}

export async function deleteTemplate(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`delete from offboarding_task_templates where id = ${id}`);
}

/** Active entities and departments, by name. */
export async function activeEntitiesAndDepartments(tx: Tx) {
  const entities = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from legal_entities where is_active order by name`,
  );
  const departments = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from departments where is_active order by name`,
  );
  return { entities, departments };
}
