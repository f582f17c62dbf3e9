import type { EntitySettingsInput, EntitySettingsView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { listEntitySettings, writeEntitySettings } from './queries.ts';

export { listEntitySettings };

/** Saves an entity's settings (one row per entity, written at once: a concurrent save is the later one). */
export async function saveEntitySettings(
  tx: Tx,
  v: Viewer,
  legalEntityId: string,
  input: EntitySettingsInput,
): Promise<EntitySettingsView> {
  const [before] = await listEntitySettings(tx, legalEntityId);
  if (!before) throw notFound();
  await writeEntitySettings(tx, legalEntityId, input, v.userId);
  const [after] = await listEntitySettings(tx, legalEntityId);
  const pick = (s: EntitySettingsView) => ({
    reminderDay: s.reminderDay,
    reminderTime: s.reminderTime,
    reminderTimeZone: s.reminderTimeZone,
    autoApproveAfterDays: s.autoApproveAfterDays,
  });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.settings.update',
    entity: 'legal_entity',
    entityId: legalEntityId,
    before: pick(before),
    after: pick(after!),
  });
  return after!;
}
