import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  DECISION_TARGET,
  REQUEST_TRANSITIONS,
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
import { employeeSkills } from '../../../db/schema/index.ts';
import { decideRequest } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { MIME_TYPES, type AllowedFileType } from '../../../platform/file-types.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify } from '../../../platform/notifications.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { UploadSet } from '../../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { todayOf } from '../../employees/index.ts';
import { assertCanReadSkillSet, hasTeamSkills, isSkillHr } from '../policy.ts';
import {
  approverOfForUpdate,
  deleteEntry,
  employeeByNumber,
  entriesOfEmployee,
  entryById,
  entryReferencesExist,
  evidenceById,
  insertEntry,
  insertEvidence,
  liveEntryOf,
  recipientOf,
  teamEntries,
  updateEntry,
  type EntryRow,
} from './skill-set-queries.ts';

/** The evidence files a skill entry accepts. */
export const EVIDENCE_TYPES: AllowedFileType[] = ['pdf', 'doc', 'docx', 'jpeg', 'png'];

/** The self skill set's form as read by the route: its checked text fields and evidence files. */
export type SkillForm = { input: z.output<ReturnType<typeof employeeSkillInput>>; files: UploadSet['files'] };

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
  const row = await entryById(tx, v.employeeId, id, lock);
  if (!row) throw notFound();
  if (actorsOf(v, row).length === 0) throw notFound();
  return row;
}

export async function mySkillSet(tx: Tx, v: Viewer): Promise<EmployeeSkillView[]> {
  const me = requireEmployee(v);
  const rows = await entriesOfEmployee(tx, me, me);
  return rows.map((r) => toView(v, r));
}

/** One employee's skills: themselves, a manager above them with TeamSkills, HR, or the skill matrix's readers. */
export async function employeeSkillSet(tx: Tx, v: Viewer, employeeNumber: string): Promise<EmployeeSkillView[]> {
  const employee = await employeeByNumber(tx, v.employeeId, employeeNumber);
  if (!employee) throw notFound();
  assertCanReadSkillSet(v, { employeeId: employee.id, belowViewer: employee.below_me });
  const rows = await entriesOfEmployee(tx, v.employeeId, employee.id);
  return rows.map((r) => toView(v, r));
}

/**
 * The RM team view and the approval page: entries of the caller's reportees at every level (HR:
 * of everyone), oldest pending first.
 */
export async function teamSkillSet(tx: Tx, v: Viewer, q: TeamSkillQuery): Promise<Page<EmployeeSkillView>> {
  const { rows, total } = await teamEntries(tx, v.employeeId, isSkillHr(v) ? null : requireEmployee(v), q);
  return { items: rows.map((r) => toView(v, r)), total, page: q.page, size: q.size };
}

/** The skill must be active, the sub-skill its own and the level on the tenant's scale. */
async function checkEntry(tx: Tx, v: Viewer, input: SkillForm['input']) {
  // Not after the person's own day (at their location): the form's schema only bounds it by the latest day on earth.
  if (input.lastUsed > (await todayOf(tx, v)))
    throw badRequest(SKILL_MESSAGES.lastUsedInFuture, { lastUsed: SKILL_MESSAGES.lastUsedInFuture });
  const found = await entryReferencesExist(tx, input);
  if (!found.skill) throw badRequest(SKILL_MESSAGES.unknownSkill, { skillId: SKILL_MESSAGES.unknownSkill });
  if (!found.sub) throw badRequest(SKILL_MESSAGES.unknownSubSkill, { subSkillId: SKILL_MESSAGES.unknownSubSkill });
  if (!found.level) throw badRequest(SKILL_MESSAGES.unknownLevel, { level: SKILL_MESSAGES.unknownLevel });
}

/** An entry's columns from the form. */
const entryValues = (input: SkillForm['input']) => ({
  skillId: input.skillId,
  subSkillId: input.subSkillId,
  level: input.level,
  yearsOfExperience: String(input.yearsOfExperience),
  lastUsed: input.lastUsed,
  comments: input.comments,
});

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
    await insertEvidence(tx, {
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
  const approver = await approverOfForUpdate(tx, me);
  await checkEntry(tx, v, form.input);
  if (await liveEntryOf(tx, me, form.input.skillId))
    throw conflict(SKILL_MESSAGES.alreadyDeclared, { skillId: SKILL_MESSAGES.alreadyDeclared }, 'ALREADY_DECLARED');
  const id = await insertEntry(tx, {
    tenantId: v.tenantCode,
    employeeId: me,
    ...entryValues(form.input),
    approverId: approver?.id ?? null,
  });
  await storeEvidence(tx, v, storage, me, id, form.files);
  const view = toView(v, await loadEntry(tx, v, id));
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
        says: (texts) =>
          texts.skillSubmitted({
            employee: approver.employee_name,
            skill: view.skillName,
            level: view.levelName,
            years: view.yearsOfExperience,
          }),
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
  await checkEntry(tx, v, form.input);
  if (await liveEntryOf(tx, me, form.input.skillId, id))
    throw conflict(SKILL_MESSAGES.alreadyDeclared, { skillId: SKILL_MESSAGES.alreadyDeclared }, 'ALREADY_DECLARED');
  if (before.evidence.length + form.files.length > MAX_EVIDENCE_FILES) {
    const message = SKILL_MESSAGES.tooManyEvidenceFiles(MAX_EVIDENCE_FILES);
    throw badRequest(message, { file: message }, 'TOO_MANY_FILES');
  }
  await updateEntry(tx, id, entryValues(form.input));
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
  const keys = await deleteEntry(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employeeSkill.delete',
    entity: 'employeeSkill',
    entityId: id,
    before: toView(v, before),
  });
  return keys;
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
  const recipient = await recipientOf(tx, before.employee_id);
  const mail = recipient
    ? await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: recipient,
        says: (texts) =>
          texts.skillDecided({
            skill: view.skillName,
            status: DECISION_TARGET[verb],
            level: view.levelName,
            reason: view.decisionReason,
          }),
        link: '/performance/self-skill-set',
      })
    : [];
  return { view, mail };
}

/** An evidence file, to whoever may read its entry. */
export async function evidenceFile(tx: Tx, v: Viewer, storage: FileStorage, entryId: string, fileId: string) {
  await loadEntry(tx, v, entryId);
  const file = await evidenceById(tx, fileId);
  if (!file || file.employeeSkillId !== entryId) throw notFound();
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mimeType: MIME_TYPES[file.fileType as AllowedFileType], fileName: file.fileName };
}
