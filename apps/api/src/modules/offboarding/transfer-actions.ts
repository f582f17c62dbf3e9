import { sql } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { TRANSFER_MESSAGES } from '@tenure/domain/offboarding';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { canApproveTransfers, decidableBy } from './transfer-access.ts';

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
