import { resignationVerbsFor, type ResignationDetailView } from '@tenure/domain/offboarding';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isOffboardingHr, readableResignation } from './policy.ts';
import { currentStepOf, exitSteps } from './exit-service.ts';
import { openMandatoryTasks, tasksOfResignation } from './task-queries.ts';
import { isStepApprover, loadResignation, timeline } from './resignation-queries.ts';

/** /offboarding-request/{id} for its employee, its managers, its exit approvers, task owners and HR. */
export async function resignationDetail(tx: Tx, v: Viewer, id: string): Promise<ResignationDetailView> {
  const actors = await readableResignation(tx, v, id);
  const me = v.employeeId;
  const steps = await exitSteps(tx, id);
  const tasks = await tasksOfResignation(tx, id);
  const view = await loadResignation(tx, id);
  const current = currentStepOf(steps);
  const mine = current !== null && me !== null && (await isStepApprover(tx, current.id, me));
  const myStepId = view.exitStatus === 'InProgress' && current && (mine || isOffboardingHr(v)) ? current.id : null;
  return {
    ...view,
    steps,
    tasks,
    history: await timeline(tx, id),
    verbs: resignationVerbsFor(view.status, actors),
    myStepId,
    canComplete: isOffboardingHr(v) && view.exitStatus === 'Approved' && (await openMandatoryTasks(tx, id)) === 0,
  };
}
