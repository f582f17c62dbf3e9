import type { TaskType } from '@tenure/domain/timesheets';
import { tasks } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** The standard task catalogue every tenant starts with. */
const STANDARD_TASKS: { name: string; taskType: TaskType }[] = [
  { name: 'Development', taskType: 'Development' },
  { name: 'Code Review', taskType: 'Development' },
  { name: 'Testing', taskType: 'Testing' },
  { name: 'Requirements Analysis', taskType: 'Analysis' },
  { name: 'UI Design', taskType: 'Design' },
  { name: 'Project Management', taskType: 'Project Management' },
  { name: 'Client Meetings', taskType: 'Meeting' },
  { name: 'Production Support', taskType: 'Support' },
  { name: 'Documentation', taskType: 'Documentation' },
  { name: 'Training', taskType: 'Training' },
];

/** Installs the standard task catalogue of a new tenant (provisioning and the demo seed). */
export async function installTaskCatalogue(tx: Tx, tenantId: string): Promise<void> {
  await tx.insert(tasks).values(STANDARD_TASKS.map((t, i) => ({ tenantId, ...t, orderId: i + 1 })));
}
