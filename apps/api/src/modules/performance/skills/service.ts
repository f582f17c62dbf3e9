import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DECISION_TARGET,
  REQUEST_TRANSITIONS,
  STATUS_LABELS,
  type ApprovalActor,
  type DecisionVerb,
  type RequestStatus,
} from '@tenure/domain/approvals';
import {
  MAX_EVIDENCE_FILES,
  SKILL_MESSAGES,
  employeeSkillInput,
  type EmployeeSkillView,
  type TeamSkillQuery,
} from '@tenure/domain/performance';
import type { Page } from '@tenure/domain/paging';
import { employeeSkillEvidence, employeeSkills } from '../../../db/schema/index.ts';
import { decideRequest } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { escapeLike } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { MIME_TYPES, type AllowedFileType } from '../../../platform/file-types.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify, recipientOfEmployee, type Recipient } from '../../../platform/notifications.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { UploadSet } from '../../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { assertCanReadSkillSet, hasTeamSkills, isSkillHr } from '../policy.ts';

/** The evidence files a skill entry accepts. */
export const EVIDENCE_TYPES: AllowedFileType[] = ['pdf', 'doc', 'docx', 'jpeg', 'png'];

/** The self skill set's form as read by the route: its checked text fields and evidence files. */
export type SkillForm = { input: z.output<typeof employeeSkillInput>; files: UploadSet['files'] };

interface EntryRow {
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

/** Entries `es` with everything the views show; `below_me`: the entry's employee is below the caller. */
const entrySelect = (me: string | null) => sql`
  select es.id, es.employee_id, e.employee_number, e.display_name, e.designation, d.name as department,
         es.skill_id, s.name as skill_name, c.name as category_name, es.sub_skill_id, ss.name as sub_skill_name,
         es.level, pl.name as level_name, es.years_of_experience::text as years, es.last_used::text as last_used, es.comments, es.status,
         es.approver_id, a.employee_number as approver_number, a.display_name as approver_name,
         db.employee_number as decider_number, db.display_name as decider_name, es.decided_at, es.decision_reason, es.created_at,
         coalesce((select json_agg(json_build_object('id', ev.id, 'fileName', ev.file_name, 'fileType', ev.file_type, 'sizeBytes', ev.size_bytes) order by ev.created_at)
                     from employee_skill_evidence ev where ev.employee_skill_id = es.id), '[]'::json) as evidence,
         ${me ? sql`exists (select 1 from employees m where m.id = ${me} and e.id <> m.id and starts_with(e.hierarchy_path, m.hierarchy_path))` : sql`false`} as below_me
    from employee_skills es
    join employees e on e.id = es.employee_id
    left join departments d on d.id = e.department_id
    join skills s on s.id = es.skill_id
    join skill_categories c on c.id = s.category_id
    left join sub_skills ss on ss.id = es.sub_skill_id
    join proficiency_levels pl on pl.level = es.level
    left join employees a on a.id = es.approver_id
    left join employees db on db.id = es.decided_by`;

/** The roles the caller holds towards an entry: its employee, its approver (the manager of the time, or a manager above with TeamSkills), HR. */
function actorsOf(v: Viewer, row: Pick<EntryRow, 'employee_id' | 'approver_id' | 'below_me'>): ApprovalActor[] {
  if (v.employeeId !== null && v.employeeId === row.employee_id) return ['requester'];
  const actors: ApprovalActor[] = [];
  if ((v.employeeId !== null && row.approver_id === v.employeeId) || (hasTeamSkills(v) && row.below_me))
    actors.push('approver');
  if (isSkillHr(v)) actors.push('approver', 'hrAdmin');
  return actors;
}

const VERBS = Object.keys(DECISION_TARGET) as DecisionVerb[];
const verbsFor = (status: RequestStatus, actors: readonly ApprovalActor[]) =>
  VERBS.filter((verb) =>
    REQUEST_TRANSITIONS.some(
      (t) => t.from === status && t.to === DECISION_TARGET[verb] && t.by.some((a) => actors.includes(a)),
    ),
  );

const personOf = (number: string | null, name: string | null) =>
  number ? { employeeNumber: number, displayName: name ?? '' } : null;

function toView(v: Viewer, r: EntryRow): EmployeeSkillView {
  const actors = actorsOf(v, r);
  const own = actors.includes('requester');
  return {
    id: r.id,
    employee: {
      employeeNumber: r.employee_number,
      displayName: r.display_name,
      designation: r.designation,
      department: r.department,
    },
    skillId: r.skill_id,
    skillName: r.skill_name,
    categoryName: r.category_name,
    subSkillId: r.sub_skill_id,
    subSkillName: r.sub_skill_name,
    level: r.level,
    levelName: r.level_name,
    yearsOfExperience: Number(r.years),
    lastUsed: r.last_used,
    comments: r.comments,
    status: r.status,
    approver: personOf(r.approver_number, r.approver_name),
    decidedBy: personOf(r.decider_number, r.decider_name),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decisionReason: r.decision_reason,
    submittedAt: new Date(r.created_at).toISOString(),
    evidence: r.evidence,
    verbs: verbsFor(r.status, actors),
    canEdit: own && r.status === 'pending',
    canRemove: own && r.status === 'rejected',
  };
}

async function loadEntry(tx: Tx, v: Viewer, id: string, lock = false): Promise<EntryRow> {
  if (lock) await tx.execute(sql`select id from employee_skills where id = ${id} for update`);
  const [row] = await queryRows<EntryRow>(tx, sql`${entrySelect(v.employeeId)} where es.id = ${id}`);
  if (!row) throw notFound();
  if (actorsOf(v, row).length === 0) throw notFound();
  return row;
}

const ENTRY_ORDER = sql`order by case es.status when 'pending' then 0 when 'approved' then 1 when 'rejected' then 2 else 3 end, lower(s.name), es.created_at desc`;

export async function mySkillSet(tx: Tx, v: Viewer): Promise<EmployeeSkillView[]> {
  const me = requireEmployee(v);
  const rows = await queryRows<EntryRow>(tx, sql`${entrySelect(me)} where es.employee_id = ${me} ${ENTRY_ORDER}`);
  return rows.map((r) => toView(v, r));
}

/** One employee's skills: themselves, a manager above them with TeamSkills, HR, or the skill matrix's readers. */
export async function employeeSkillSet(tx: Tx, v: Viewer, employeeNumber: string): Promise<EmployeeSkillView[]> {
  const [employee] = await queryRows<{ id: string; below_me: boolean }>(
    tx,
    sql`select e.id, ${v.employeeId ? sql`exists (select 1 from employees m where m.id = ${v.employeeId} and e.id <> m.id and starts_with(e.hierarchy_path, m.hierarchy_path))` : sql`false`} as below_me
          from employees e where e.employee_number = ${employeeNumber}`,
  );
  if (!employee) throw notFound();
  assertCanReadSkillSet(v, { employeeId: employee.id, belowViewer: employee.below_me });
  const rows = await queryRows<EntryRow>(
    tx,
    sql`${entrySelect(v.employeeId)} where es.employee_id = ${employee.id} ${ENTRY_ORDER}`,
  );
  return rows.map((r) => toView(v, r));
}

/**
 * The RM team view and the approval page: entries of the caller's reportees at every level (HR:
 * of everyone), oldest pending first.
 */
export async function teamSkillSet(tx: Tx, v: Viewer, q: TeamSkillQuery): Promise<Page<EmployeeSkillView>> {
  const where: SQL[] = [];
  if (!isSkillHr(v)) {
    const me = requireEmployee(v);
    where.push(
      sql`(es.approver_id = ${me} or exists (select 1 from employees m where m.id = ${me} and e.id <> m.id and starts_with(e.hierarchy_path, m.hierarchy_path)))`,
    );
  }
  if (q.status) where.push(sql`es.status = ${q.status}`);
  if (q.skillId) where.push(sql`es.skill_id = ${q.skillId}`);
  if (q.searchQuery)
    where.push(
      sql`(e.search_text like ${`%${escapeLike(q.searchQuery)}%`} or lower(s.name) like ${`%${escapeLike(q.searchQuery)}%`})`,
    );
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const rows = await queryRows<EntryRow>(
    tx,
    sql`${entrySelect(v.employeeId)} ${filter}
        order by case es.status when 'pending' then 0 else 1 end, es.created_at, es.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from employee_skills es join employees e on e.id = es.employee_id join skills s on s.id = es.skill_id ${filter}`,
  );
  return { items: rows.map((r) => toView(v, r)), total: count?.n ?? 0, page: q.page, size: q.size };
}

/** The skill must be active, the sub-skill its own and the level on the tenant's scale. */
async function checkEntry(tx: Tx, input: SkillForm['input']) {
  const [found] = await queryRows<{ skill: boolean; sub: boolean; level: boolean }>(
    tx,
    sql`select exists (select 1 from skills where id = ${input.skillId} and is_active) as skill,
               ${input.subSkillId ? sql`exists (select 1 from sub_skills where id = ${input.subSkillId} and skill_id = ${input.skillId})` : sql`true`} as sub,
               exists (select 1 from proficiency_levels where level = ${input.level}) as level`,
  );
  if (!found?.skill) throw badRequest(SKILL_MESSAGES.unknownSkill, { skillId: SKILL_MESSAGES.unknownSkill });
  if (!found.sub) throw badRequest(SKILL_MESSAGES.unknownSubSkill, { subSkillId: SKILL_MESSAGES.unknownSubSkill });
  if (!found.level) throw badRequest(SKILL_MESSAGES.unknownLevel, { level: SKILL_MESSAGES.unknownLevel });
}

async function liveEntryOf(tx: Tx, employeeId: string, skillId: string, exceptId?: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from employee_skills where employee_id = ${employeeId} and skill_id = ${skillId} and status in ('pending', 'approved')
        ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
  );
  return row ?? null;
}

/** Evidence bytes go to storage under the employee's own folder; the rows with the entry's transaction. */
async function storeEvidence(
  tx: Tx,
  v: Viewer,
  storage: FileStorage,
  employeeId: string,
  entryId: string,
  files: SkillForm['files'],
) {
  for (const file of files) {
    const evidenceId = randomUUID();
    const storageKey = `${v.tenantCode}/skill-evidence/${employeeId}/${evidenceId}`;
    await storage.put(storageKey, file.bytes);
    await tx.insert(employeeSkillEvidence).values({
      id: evidenceId,
      tenantId: v.tenantCode,
      employeeSkillId: entryId,
      fileName: file.fileName,
      fileType: file.fileType,
      sizeBytes: file.bytes.length,
      storageKey,
    });
  }
}

interface Approver {
  id: string | null;
  recipient: Recipient | null;
  employee_name: string;
}

/** Adds a skill and sends it to the employee's reporting manager (HR decides when there is none). */
export async function addMySkill(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  storage: FileStorage,
  form: SkillForm,
): Promise<{ view: EmployeeSkillView; mail: string[] }> {
  const me = requireEmployee(v);
  // Two additions of one employee run one after the other: the second sees the first's entry.
  const [approver] = await queryRows<Approver>(
    tx,
    sql`select e.manager_id as id, ${recipientOfEmployee(sql`e.manager_id`)} as recipient, e.display_name as employee_name from employees e where e.id = ${me} for update`,
  );
  await checkEntry(tx, form.input);
  if (await liveEntryOf(tx, me, form.input.skillId))
    throw conflict(SKILL_MESSAGES.alreadyDeclared, { skillId: SKILL_MESSAGES.alreadyDeclared }, 'ALREADY_DECLARED');
  const { input } = form;
  const [row] = await tx
    .insert(employeeSkills)
    .values({
      tenantId: v.tenantCode,
      employeeId: me,
      skillId: input.skillId,
      subSkillId: input.subSkillId,
      level: input.level,
      yearsOfExperience: String(input.yearsOfExperience),
      lastUsed: input.lastUsed,
      comments: input.comments,
      approverId: approver?.id ?? null,
    })
    .returning({ id: employeeSkills.id });
  await storeEvidence(tx, v, storage, me, row!.id, form.files);
  const view = toView(v, await loadEntry(tx, v, row!.id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employeeSkill.create',
    entity: 'employeeSkill',
    entityId: view.id,
    after: view,
  });
  const mail = approver?.recipient
    ? await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: approver.recipient,
        title: SKILL_MESSAGES.submittedTitle(approver.employee_name, view.skillName),
        body: `${view.skillName}: ${view.levelName}, ${view.yearsOfExperience} years.`,
        link: '/performance/skill-set-approval',
      })
    : [];
  return { view, mail };
}

/** Changes an entry still waiting for approval; new evidence files are added to the old ones. */
export async function updateMySkill(
  tx: Tx,
  v: Viewer,
  storage: FileStorage,
  id: string,
  form: SkillForm,
): Promise<EmployeeSkillView> {
  const me = requireEmployee(v);
  const before = await loadEntry(tx, v, id, true);
  if (before.employee_id !== me) throw forbidden();
  if (before.status !== 'pending') throw conflict(SKILL_MESSAGES.onlyPendingEditable, undefined, 'NOT_PENDING');
  await checkEntry(tx, form.input);
  if (await liveEntryOf(tx, me, form.input.skillId, id))
    throw conflict(SKILL_MESSAGES.alreadyDeclared, { skillId: SKILL_MESSAGES.alreadyDeclared }, 'ALREADY_DECLARED');
  if (before.evidence.length + form.files.length > MAX_EVIDENCE_FILES) {
    const message = SKILL_MESSAGES.tooManyEvidenceFiles(MAX_EVIDENCE_FILES);
    throw badRequest(message, { file: message }, 'TOO_MANY_FILES');
  }
  const { input } = form;
  await tx
    .update(employeeSkills)
    .set({
      skillId: input.skillId,
      subSkillId: input.subSkillId,
      level: input.level,
      yearsOfExperience: String(input.yearsOfExperience),
      lastUsed: input.lastUsed,
      comments: input.comments,
      updatedAt: new Date(),
    })
    .where(eq(employeeSkills.id, id));
  await storeEvidence(tx, v, storage, me, id, form.files);
  const after = toView(v, await loadEntry(tx, v, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employeeSkill.update',
    entity: 'employeeSkill',
    entityId: id,
    before: toView(v, before),
    after,
  });
  return after;
}

/** SPEC §4: a rejected entry can be removed by its employee, with its evidence; nothing else can. */
/** Returns the evidence files' storage keys: the caller deletes them once the transaction has committed. */
export async function removeRejectedSkill(tx: Tx, v: Viewer, id: string): Promise<string[]> {
  const me = requireEmployee(v);
  const before = await loadEntry(tx, v, id, true);
  if (before.employee_id !== me) throw forbidden();
  if (before.status !== 'rejected') throw conflict(SKILL_MESSAGES.onlyRejectedRemovable, undefined, 'NOT_REJECTED');
  const keys = await queryRows<{ storage_key: string }>(
    tx,
    sql`delete from employee_skill_evidence where employee_skill_id = ${id} returning storage_key`,
  );
  await tx.delete(employeeSkills).where(eq(employeeSkills.id, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employeeSkill.delete',
    entity: 'employeeSkill',
    entityId: id,
    before: toView(v, before),
  });
  return keys.map((k) => k.storage_key);
}

/** Approve, reject (with a reason) or cancel through the shared approval pattern: a second decision is a 409. */
export async function decideSkill(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  id: string,
  verb: DecisionVerb,
  reason: string | undefined,
): Promise<{ view: EmployeeSkillView; mail: string[] }> {
  const before = await loadEntry(tx, v, id, true);
  await decideRequest(tx, {
    requestType: 'employeeSkill',
    table: employeeSkills,
    id,
    current: before.status,
    to: DECISION_TARGET[verb],
    actors: actorsOf(v, before),
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason,
  });
  const view = toView(v, await loadEntry(tx, v, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: `employeeSkill.${verb}`,
    entity: 'employeeSkill',
    entityId: id,
    before: toView(v, before),
    after: view,
  });
  if (actorsOf(v, before).includes('requester')) return { view, mail: [] };
  const [recipient] = await queryRows<{ r: Recipient | null }>(
    tx,
    sql`select ${recipientOfEmployee(sql`${before.employee_id}::uuid`)} as r`,
  );
  const mail = recipient?.r
    ? await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: recipient.r,
        title: SKILL_MESSAGES.decidedTitle(view.skillName, STATUS_LABELS[view.status].toLowerCase()),
        body: view.decisionReason ?? `${view.skillName}: ${view.levelName}.`,
        link: '/performance/self-skill-set',
      })
    : [];
  return { view, mail };
}

/** An evidence file, to whoever may read its entry. */
export async function evidenceFile(tx: Tx, v: Viewer, storage: FileStorage, entryId: string, fileId: string) {
  await loadEntry(tx, v, entryId);
  const [file] = await tx.select().from(employeeSkillEvidence).where(eq(employeeSkillEvidence.id, fileId));
  if (!file || file.employeeSkillId !== entryId) throw notFound();
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mimeType: MIME_TYPES[file.fileType as AllowedFileType], fileName: file.fileName };
}
