import {
  GOAL_MESSAGES,
  type LibraryAssignData,
  type LibraryListQuery,
  type LibraryTemplateData,
  type LibraryTemplateView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { ReportProgress } from '../../../platform/jobs.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { hasTeamGoals, isLibraryKeeper } from '../policy.ts';
import {
  activeMasterExists,
  assignTemplate,
  audienceSize,
  deleteTemplateRow,
  departmentExists,
  insertTemplate,
  periodRange,
  saveTemplate,
  templateCount,
  templatePage,
  templateRow,
  type TemplateRow,
} from './queries.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

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

export async function listTemplates(tx: Tx, v: Viewer, q: LibraryListQuery) {
  mayRead(v);
  const rows = await templatePage(tx, q);
  return { items: rows.map(toTemplateView), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

async function loadTemplate(tx: Tx, id: string) {
  const row = await templateRow(tx, id);
  if (!row) throw notFound();
  return toTemplateView(row);
}

async function checkTemplate(tx: Tx, input: LibraryTemplateData) {
  if (!(await activeMasterExists(tx, 'type', input.goalTypeId)))
    throw fieldError('goalTypeId', GOAL_MESSAGES.masterNotFound);
  if (input.departmentId) {
    if (!(await departmentExists(tx, input.departmentId)))
      throw fieldError('departmentId', GOAL_MESSAGES.masterNotFound);
  }
}

export async function createTemplate(tx: Tx, v: Viewer, input: LibraryTemplateData) {
  await checkTemplate(tx, input);
  const id = await insertTemplate(tx, v.tenantCode, input);
  const view = await loadTemplate(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goalLibrary.create',
    entity: 'goal_library_template',
    entityId: view.id,
    after: view,
  });
  return view;
}

/** Goals already given keep their own copy: editing a template changes what is assigned next. */
export async function updateTemplate(tx: Tx, v: Viewer, id: string, input: LibraryTemplateData) {
  const before = await loadTemplate(tx, id);
  await checkTemplate(tx, input);
  await saveTemplate(tx, id, input);
  const view = await loadTemplate(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goalLibrary.update',
    entity: 'goal_library_template',
    entityId: id,
    before,
    after: view,
  });
  return view;
}

export async function deleteTemplate(tx: Tx, v: Viewer, id: string) {
  const before = await loadTemplate(tx, id);
  await deleteTemplateRow(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goalLibrary.delete',
    entity: 'goal_library_template',
    entityId: id,
    before,
  });
}

/** What an assignment needs once checked: who assigns, and whose team bounds the audience (managers). */
export interface AssignPlan extends LibraryAssignData {
  createdBy: string | null;
  teamRootId: string | null;
}

/** HR assigns to anyone the filters match; a manager only within their team (direct and indirect). */
export async function planAssignment(
  tx: Tx,
  v: Viewer,
  input: LibraryAssignData,
): Promise<{ plan: AssignPlan; audience: number }> {
  const keeper = isLibraryKeeper(v);
  if (!keeper && !hasTeamGoals(v)) throw forbidden();
  const teamRootId = keeper && !input.audience.myTeam ? null : requireEmployee(v);
  if (!(await periodRange(tx, input.periodId))) throw fieldError('periodId', GOAL_MESSAGES.periodNotFound);
  if ((await templateCount(tx, input.templateIds)) !== new Set(input.templateIds).size)
    throw fieldError('templateIds', GOAL_MESSAGES.noTemplates);
  const plan: AssignPlan = {
    ...input,
    templateIds: [...new Set(input.templateIds)],
    createdBy: v.employeeId,
    teamRootId,
  };
  const count = await audienceSize(tx, plan);
  if (count === 0) throw fieldError('audience', GOAL_MESSAGES.noAudience);
  return { plan, audience: count };
}

/**
 * Gives each template to everyone in the audience, one statement per template; a template a
 * person already has for the period is skipped (unique key), so assigning twice creates nothing.
 */
export async function assignTemplates(
  tx: Tx,
  tenantCode: string,
  plan: AssignPlan,
  progress: ReportProgress = () => undefined,
) {
  let created = 0;
  for (const [i, templateId] of plan.templateIds.entries()) {
    created += await assignTemplate(tx, tenantCode, plan, templateId);
    progress(Math.round(((i + 1) / plan.templateIds.length) * 100));
  }
  return created;
}

export async function recordAssignment(
  tx: Tx,
  v: Pick<Viewer, 'tenantCode' | 'userId' | 'requestId'> | { tenantCode: string; userId: string | null },
  plan: AssignPlan,
  result: { audience: number; created: number },
) {
  await recordAudit(tx, {
    tenantCode: v.tenantCode,
    actorUserId: v.userId,
    action: 'goalLibrary.assign',
    entity: 'goal_library_template',
    entityId: null,
    after: {
      templateIds: plan.templateIds,
      periodId: plan.periodId,
      audience: plan.audience,
      people: result.audience,
      created: result.created,
    },
    ...('requestId' in v ? { requestId: v.requestId } : {}),
  });
}
