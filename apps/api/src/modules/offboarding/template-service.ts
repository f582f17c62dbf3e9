import { TEMPLATE_MESSAGES, type TaskTemplateInput, type TaskTemplateView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertOffboardingHr } from './policy.ts';
import {
  activeEntitiesAndDepartments,
  deleteTemplate,
  insertTemplate,
  templateReferencesExist,
  templateRow,
  templateRows,
  updateTemplate,
} from './template-queries.ts';

/** The templates (company-wide ones, and an entity's when one is named), in the order a leaver's tasks fall due. */
export async function listTaskTemplates(
  tx: Tx,
  v: Viewer,
  legalEntityId: string | undefined,
): Promise<TaskTemplateView[]> {
  assertOffboardingHr(v);
  return templateRows(tx, legalEntityId);
}

async function loadTemplate(tx: Tx, id: string, lock = false): Promise<TaskTemplateView> {
  const row = await templateRow(tx, id, lock);
  if (!row) throw notFound();
  return row;
}

/** The entity and department named must exist; field errors otherwise, and nothing changes. */
async function checkReferences(tx: Tx, input: TaskTemplateInput): Promise<void> {
  const found = await templateReferencesExist(tx, input);
  const fieldErrors: Record<string, string> = {};
  if (!found.entity) fieldErrors.legalEntityId = TEMPLATE_MESSAGES.unknownEntity;
  if (!found.department) fieldErrors.departmentId = TEMPLATE_MESSAGES.unknownDepartment;
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

export async function createTaskTemplate(tx: Tx, v: Viewer, input: TaskTemplateInput): Promise<TaskTemplateView> {
  assertOffboardingHr(v);
  await checkReferences(tx, input);
  const view = await loadTemplate(tx, await insertTemplate(tx, v.tenantCode, input));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'offboarding.template.create',
    entity: 'offboarding_task_template',
    entityId: view.id,
    after: view,
  });
  return view;
}

/** Editing a template changes the tasks of later leavers; tasks already created keep what they were given. */
export async function updateTaskTemplate(
  tx: Tx,
  v: Viewer,
  id: string,
  input: TaskTemplateInput,
): Promise<TaskTemplateView> {
  assertOffboardingHr(v);
  const before = await loadTemplate(tx, id, true);
  await checkReferences(tx, input);
  await updateTemplate(tx, id, input);
  const after = await loadTemplate(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'offboarding.template.update',
    entity: 'offboarding_task_template',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteTaskTemplate(tx: Tx, v: Viewer, id: string): Promise<void> {
  assertOffboardingHr(v);
  const before = await loadTemplate(tx, id, true);
  await deleteTemplate(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'offboarding.template.delete',
    entity: 'offboarding_task_template',
    entityId: id,
    before,
  });
}

export async function setupOptions(tx: Tx, v: Viewer) {
  assertOffboardingHr(v);
  return activeEntitiesAndDepartments(tx);
}
