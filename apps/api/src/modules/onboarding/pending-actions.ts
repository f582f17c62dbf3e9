import type { WaitingItem } from '@tenure/domain/actions';
import { LIFECYCLE_MESSAGES } from '@tenure/domain/onboarding';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { countOpenTasks, openTaskRows } from './checklist-queries.ts';
import { MY_ONBOARDING_TASKS_PATH } from './checklist-service.ts';

/** My Actions kind `onboarding-task`: open checklist tasks waiting for the user. */
export const onboardingTasksWaiting: ActionKindProvider = {
  kind: 'onboarding-task',
  label: LIFECYCLE_MESSAGES.onboardingTasksLabel,
  href: MY_ONBOARDING_TASKS_PATH,
  count: countOpenTasks,
  async list(tx, v, limit): Promise<WaitingItem[]> {
    const rows = await openTaskRows(tx, v, limit);
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employee_number, displayName: r.employee_name, profileImage: r.profile_image },
      title: r.title,
      startDate: r.due_date,
      endDate: r.due_date,
      quantity: null,
      reason: null,
      submittedAt: new Date(r.started_at).toISOString(),
      href: MY_ONBOARDING_TASKS_PATH,
    }));
  },
};
