import { sql, type SQL } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { OFFBOARDING_MESSAGES, TRANSFER_MESSAGES } from '@tenure/domain/offboarding';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { canApproveTransfers, decidableBy } from './policy.ts';

interface WaitingRow {
  id: string;
  resignation_id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  title: string;
  start_date: string | null;
  end_date: string | null;
  reason: string | null;
  created_at: Date | string;
}

/**
 * Offboarding's kinds in My Actions: resignations waiting for the manager's decision, exit steps
 * waiting for their approver (only the chain's current step), tasks open for their owner. Each
 * `from` yields the WaitingRow columns for `me`.
 */
function waiting(kind: string, label: string, href: (row: WaitingRow) => string, from: (me: string) => SQL): ActionKindProvider {
  return {
    kind,
    label,
    href: '/offboarding-request',
    async count(tx: Tx, v: Viewer) {
      if (!v.employeeId) return 0;
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${from(v.employeeId)}) w`);
      return row?.n ?? 0;
    },
    async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
      if (!v.employeeId) return [];
      const rows = await queryRows<WaitingRow>(tx, sql`select * from (${from(v.employeeId)}) w order by w.created_at, w.id limit ${limit}`);
      return rows.map((r) => ({
        id: r.id,
        employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
        title: r.title,
        startDate: r.start_date,
        endDate: r.end_date,
        quantity: null,
        reason: r.reason,
        submittedAt: new Date(r.created_at).toISOString(),
        href: href(r),
      }));
    },
  };
}

const employeeColumns = sql`e.employee_number, e.display_name, e.profile_image`;

export const resignationDecisions = waiting('resignationDecision', OFFBOARDING_MESSAGES.resignationDecisionsLabel, (r) => `/offboarding-request/${r.resignation_id}`, (me) => sql`
  select r.id, r.id as resignation_id, ${employeeColumns}, 'Resignation' as title, r.created_at::date::text as start_date, r.proposed_last_day::text as end_date, r.reason, r.created_at
    from resignations r join employees e on e.id = r.employee_id where r.approver_id = ${me} and r.status = 'Submitted'`);

export const exitApprovalDecisions = waiting('exitApproval', OFFBOARDING_MESSAGES.exitApprovalsLabel, (r) => `/offboarding-request/${r.resignation_id}`, (me) => sql`
  select x.id, r.id as resignation_id, ${employeeColumns}, 'Exit approval' as title, null::text as start_date, r.last_working_day::text as end_date, null::text as reason, x.created_at
    from exit_approvals x join resignations r on r.id = x.resignation_id join employees e on e.id = r.employee_id
   where x.approver_id = ${me} and x.status = 'pending' and r.exit_status = 'InProgress'
     and x.sequence = (select min(y.sequence) from exit_approvals y where y.resignation_id = x.resignation_id and y.status = 'pending')`);

export const offboardingTaskActions = waiting('offboardingTask', OFFBOARDING_MESSAGES.offboardingTasksLabel, () => '/offboarding-tasks', (me) => sql`
  select t.id, r.id as resignation_id, ${employeeColumns}, t.title, null::text as start_date, t.due_date::text as end_date, t.group_name as reason, t.created_at
    from offboarding_tasks t join resignations r on r.id = t.resignation_id join employees e on e.id = r.employee_id
   where t.owner_id = ${me} and t.status = 'open'`);

/** Pending transfers the caller may decide: ApproveTransfer in the old or new entity, not their own nor ones they initiated. */
const waitingFor = (v: Viewer) => sql`
  from transfer_requests tr join employees e on e.id = tr.employee_id join legal_entities le on le.id = tr.to_legal_entity_id
 where ${decidableBy(v)}`;

export const transferDecisions: ActionKindProvider = {
  kind: 'transferDecision',
  label: TRANSFER_MESSAGES.decisionsLabel,
  href: '/transfer-request',
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId || !canApproveTransfers(v)) return 0;
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${waitingFor(v)}`);
    return row?.n ?? 0;
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId || !canApproveTransfers(v)) return [];
    const rows = await queryRows<{ id: string; employee_number: string; display_name: string; profile_image: string | null; entity: string; effective_date: string; reason: string | null; created_at: Date | string }>(
      tx,
      sql`select tr.id, e.employee_number, e.display_name, e.profile_image, le.name as entity, tr.effective_date::text as effective_date, tr.reason, tr.created_at
          ${waitingFor(v)} order by tr.created_at, tr.id limit ${limit}`,
    );
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
      title: `Transfer to ${r.entity}`,
      startDate: r.effective_date,
      endDate: null,
      quantity: null,
      reason: r.reason,
      submittedAt: new Date(r.created_at).toISOString(),
      href: `/transfer-request/${r.id}`,
    }));
  },
};
