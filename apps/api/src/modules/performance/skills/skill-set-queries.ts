import { eq, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@tenure/domain/approvals';
import type { EmployeeSkillView, TeamSkillQuery } from '@tenure/domain/performance';
import { employeeSkillEvidence, employeeSkills } from '../../../db/schema/index.ts';
import { escapeLike, queryRows, type Tx } from '../../../platform/db.ts';
import { recipientOfEmployee, type Recipient } from '../../../platform/notifications.ts';

// The SQL of the skill set: employees' skill entries, their evidence files and their approvers.

export interface EntryRow {
  id: string;
  employee_id: string;
  employee_number: string;
  display_name: string;
  designation: string | null;
  department: string | null;
  skill_id: string;
  skill_name: string;
  category_name: string;
  sub_skill_id: string | null;
  sub_skill_name: string | null;
  level: number;
  level_name: string;
  years: string;
  last_used: string;
  comments: string | null;
  status: RequestStatus;
  approver_id: string | null;
  approver_number: string | null;
  approver_name: string | null;
  decider_number: string | null;
  decider_name: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  created_at: Date | string;
  evidence: EmployeeSkillView['evidence'];
  below_me: boolean;
}

/** Whether employee `e` is below `me` in the hierarchy (false without a caller employee). */
const belowMe = (me: string | null) =>
  me
    ? sql`exists (select 1 from employees m where m.id = ${me} and e.id <> m.id and starts_with(e.hierarchy_path, m.hierarchy_path))`
    : sql`false`;

/** Entries `es` with everything the views show; `below_me`: the entry's employee is below the caller. */
const entrySelect = (me: string | null) => sql`
  select es.id, es.employee_id, e.employee_number, e.display_name, e.designation, d.name as department,
         es.skill_id, s.name as skill_name, c.name as category_name, es.sub_skill_id, ss.name as sub_skill_name,
         es.level, pl.name as level_name, es.years_of_experience::text as years, es.last_used::text as last_used, es.comments, es.status,
         es.approver_id, a.employee_number as approver_number, a.display_name as approver_name,
         db.employee_number as decider_number, db.display_name as decider_name, es.decided_at, es.decision_reason, es.created_at,
         coalesce((select json_agg(json_build_object('id', ev.id, 'fileName', ev.file_name, 'fileType', ev.file_type, 'sizeBytes', ev.size_bytes) order by ev.created_at)
                     from employee_skill_evidence ev where ev.employee_skill_id = es.id), '[]'::json) as evidence,
         ${belowMe(me)} as below_me
    from employee_skills es
    join employees e on e.id = es.employee_id
    left join departments d on d.id = e.department_id
    join skills s on s.id = es.skill_id
    join skill_categories c on c.id = s.category_id
    left join sub_skills ss on ss.id = es.sub_skill_id
    join proficiency_levels pl on pl.level = es.level
    left join employees a on a.id = es.approver_id
    left join employees db on db.id = es.decided_by`;

const ENTRY_ORDER = sql`order by case es.status when 'pending' then 0 when 'approved' then 1 when 'rejected' then 2 else 3 end, lower(s.name), es.created_at desc`;

/** One entry as seen by the caller `me`; `lock` holds it for the rest of the transaction. */
export async function entryById(tx: Tx, me: string | null, id: string, lock = false): Promise<EntryRow | undefined> {
  if (lock) await tx.execute(sql`select id from employee_skills where id = ${id} for update`);
  const [row] = await queryRows<EntryRow>(tx, sql`${entrySelect(me)} where es.id = ${id}`);
  return row;
}

/** An employee's entries, pending first, then by skill name. */
export const entriesOfEmployee = (tx: Tx, me: string | null, employeeId: string) =>
  queryRows<EntryRow>(tx, sql`${entrySelect(me)} where es.employee_id = ${employeeId} ${ENTRY_ORDER}`);

/** The employee with that number, and whether they are below the caller `me`. */
export async function employeeByNumber(tx: Tx, me: string | null, employeeNumber: string) {
  const [row] = await queryRows<{ id: string; below_me: boolean }>(
    tx,
    sql`select e.id, ${belowMe(me)} as below_me from employees e where e.employee_number = ${employeeNumber}`,
  );
  return row;
}

/**
 * A page of entries matching the query, oldest pending first, and how many match. `approverOrAbove`:
 * only entries that employee approves or whose employee is below them (null: everyone's).
 */
export async function teamEntries(tx: Tx, me: string | null, approverOrAbove: string | null, q: TeamSkillQuery) {
  const where: SQL[] = [];
  if (approverOrAbove)
    where.push(
      sql`(es.approver_id = ${approverOrAbove} or exists (select 1 from employees m where m.id = ${approverOrAbove} and e.id <> m.id and starts_with(e.hierarchy_path, m.hierarchy_path)))`,
    );
  if (q.status) where.push(sql`es.status = ${q.status}`);
  if (q.skillId) where.push(sql`es.skill_id = ${q.skillId}`);
  if (q.searchQuery)
    where.push(
      sql`(e.search_text like ${`%${escapeLike(q.searchQuery)}%`} or lower(s.name) like ${`%${escapeLike(q.searchQuery)}%`})`,
    );
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const rows = await queryRows<EntryRow>(
    tx,
    sql`${entrySelect(me)} ${filter}
        order by case es.status when 'pending' then 0 else 1 end, es.created_at, es.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from employee_skills es join employees e on e.id = es.employee_id join skills s on s.id = es.skill_id ${filter}`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Whether the skill is active, the sub-skill (if any) the skill's own and the level on the tenant's scale. */
export async function entryReferencesExist(
  tx: Tx,
  entry: { skillId: string; subSkillId?: string | null; level: number },
) {
  const [found] = await queryRows<{ skill: boolean; sub: boolean; level: boolean }>(
    tx,
    sql`select exists (select 1 from skills where id = ${entry.skillId} and is_active) as skill,
               ${entry.subSkillId ? sql`exists (select 1 from sub_skills where id = ${entry.subSkillId} and skill_id = ${entry.skillId})` : sql`true`} as sub,
               exists (select 1 from proficiency_levels where level = ${entry.level}) as level`,
  );
  return found ?? { skill: false, sub: false, level: false };
}

/** The employee's pending or approved entry of the skill (other than `exceptId`), if any. */
export async function liveEntryOf(tx: Tx, employeeId: string, skillId: string, exceptId?: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from employee_skills where employee_id = ${employeeId} and skill_id = ${skillId} and status in ('pending', 'approved')
        ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
  );
  return row ?? null;
}

export interface SkillApprover {
  id: string | null;
  recipient: Recipient | null;
  employee_name: string;
}

/** The employee's reporting manager and the employee's name; locks the employee's row. */
export async function approverOfForUpdate(tx: Tx, employeeId: string) {
  const [row] = await queryRows<SkillApprover>(
    tx,
    sql`select e.manager_id as id, ${recipientOfEmployee(sql`e.manager_id`)} as recipient, e.display_name as employee_name from employees e where e.id = ${employeeId} for update`,
  );
  return row;
}

/** Where a notice to the employee goes (null: no active user). */
export async function recipientOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ r: Recipient | null }>(
    tx,
    sql`select ${recipientOfEmployee(sql`${employeeId}::uuid`)} as r`,
  );
  return row?.r ?? null;
}

type EntryValues = Pick<
  typeof employeeSkills.$inferInsert,
  'skillId' | 'subSkillId' | 'level' | 'yearsOfExperience' | 'lastUsed' | 'comments'
>;

export async function insertEntry(
  tx: Tx,
  values: EntryValues & Pick<typeof employeeSkills.$inferInsert, 'tenantId' | 'employeeId' | 'approverId'>,
) {
  const [row] = await tx.insert(employeeSkills).values(values).returning({ id: employeeSkills.id });
  return row!.id;
}

export async function updateEntry(tx: Tx, id: string, values: EntryValues) {
  await tx
    .update(employeeSkills)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(employeeSkills.id, id));
}

/** Deletes the entry and its evidence rows; returns the evidence files' storage keys. */
export async function deleteEntry(tx: Tx, id: string): Promise<string[]> {
  const keys = await queryRows<{ storage_key: string }>(
    tx,
    sql`delete from employee_skill_evidence where employee_skill_id = ${id} returning storage_key`,
  );
  await tx.delete(employeeSkills).where(eq(employeeSkills.id, id));
  return keys.map((k) => k.storage_key);
}

export async function insertEvidence(tx: Tx, values: typeof employeeSkillEvidence.$inferInsert) {
  await tx.insert(employeeSkillEvidence).values(values);
}

export async function evidenceById(tx: Tx, fileId: string) {
  const [file] = await tx.select().from(employeeSkillEvidence).where(eq(employeeSkillEvidence.id, fileId));
  return file;
}
