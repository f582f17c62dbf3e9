import { sql } from 'drizzle-orm';
import {
  DEFAULT_UTILISATION_TARGET,
  type UtilisationTargetInput,
  type UtilisationTargetView,
} from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

/** The tenant's utilisation target and whether it is still the default (DEFAULT_UTILISATION_TARGET). */
export async function utilisationTargetView(tx: Tx): Promise<UtilisationTargetView> {
  const [row] = await queryRows<{ targetPercent: number }>(
    tx,
    sql`select target_percent::float8 as "targetPercent" from utilisation_targets`,
  );
  return row
    ? { targetPercent: row.targetPercent, isDefault: false }
    : { targetPercent: DEFAULT_UTILISATION_TARGET, isDefault: true };
}

/** The target (percent) the KPI report measures practices against. */
export const utilisationTarget = async (tx: Tx): Promise<number> => (await utilisationTargetView(tx)).targetPercent;

/** Sets the tenant's target (one row per tenant), audited with the value before and after. */
export async function saveUtilisationTarget(
  tx: Tx,
  v: Viewer,
  input: UtilisationTargetInput,
): Promise<UtilisationTargetView> {
  const before = await utilisationTargetView(tx);
  const targetPercent = Math.round(input.targetPercent * 100) / 100;
  await tx.execute(sql`
    insert into utilisation_targets (tenant_id, target_percent, updated_by)
    values (current_setting('app.tenant_id'), ${targetPercent}, ${v.userId})
    on conflict (tenant_id) do update set target_percent = excluded.target_percent, updated_by = excluded.updated_by, updated_at = now()`);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.utilisationTarget.update',
    entity: 'tenant',
    entityId: v.tenantCode,
    before: { targetPercent: before.targetPercent },
    after: { targetPercent },
  });
  return { targetPercent, isDefault: false };
}
