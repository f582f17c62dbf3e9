import { sql } from 'drizzle-orm';
import { DEFAULT_ENTITY_SETTINGS, type EntitySettingsInput, type EntitySettingsView } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';

/**
 * `/timesheet-management`: each active legal entity with its timesheet settings (defaults until
 * saved) and the Timesheet policy plan it follows: the plan assigned to the entity, else the
 * type's default. The plan holds the week start, daily and weekly limits and the edit window.
 */
export function listEntitySettings(tx: Tx, legalEntityId?: string): Promise<EntitySettingsView[]> {
  return queryRows<EntitySettingsView>(
    tx,
    sql`select le.id as "legalEntityId", le.code as "legalEntityCode", le.name as "legalEntityName",
               coalesce(s.reminder_day, ${DEFAULT_ENTITY_SETTINGS.reminderDay}) as "reminderDay",
               coalesce(s.reminder_time, ${DEFAULT_ENTITY_SETTINGS.reminderTime}) as "reminderTime",
               coalesce(s.time_zone, ${DEFAULT_ENTITY_SETTINGS.reminderTimeZone}) as "reminderTimeZone",
               s.auto_approve_after_days as "autoApproveAfterDays",
               (select json_build_object('id', p.id, 'name', p.name, 'settings', p.settings)
                  from policy_types t join policy_plans p on p.policy_type_id = t.id
                 where t.key = 'timesheet'
                   and (p.id = (select a.plan_id from policy_assignments a where a.policy_type_id = t.id and a.target_kind = 'legalEntity' and a.target_id = le.id)
                        or (p.is_default and not exists (select 1 from policy_assignments a where a.policy_type_id = t.id and a.target_kind = 'legalEntity' and a.target_id = le.id)))
                 limit 1) as plan
          from legal_entities le left join timesheet_entity_settings s on s.legal_entity_id = le.id
         where le.is_active ${legalEntityId ? sql`and le.id = ${legalEntityId}` : sql``}
         order by le.name`,
  );
}

/** Writes an entity's settings row (one per entity, written at once: a concurrent save is the later one). */
export async function writeEntitySettings(
  tx: Tx,
  legalEntityId: string,
  input: EntitySettingsInput,
  updatedBy: string,
): Promise<void> {
  await tx.execute(sql`
    insert into timesheet_entity_settings (tenant_id, legal_entity_id, reminder_day, reminder_time, time_zone, auto_approve_after_days, updated_by)
    values (current_setting('app.tenant_id'), ${legalEntityId}, ${input.reminderDay}, ${input.reminderTime}, ${input.reminderTimeZone}, ${input.autoApproveAfterDays}, ${updatedBy})
    on conflict (tenant_id, legal_entity_id) do update
      set reminder_day = excluded.reminder_day, reminder_time = excluded.reminder_time, time_zone = excluded.time_zone,
          auto_approve_after_days = excluded.auto_approve_after_days,
          updated_by = excluded.updated_by, updated_at = now()`);
}
