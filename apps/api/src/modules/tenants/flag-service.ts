import {
  FLAG_KEYS,
  PRESETS,
  type FlagKey,
  type FlagOverrideRequest,
  type FlagSettingsResponse,
  type PresetName,
} from '@tenure/domain/flags';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import * as queries from './flag-queries.ts';

/** Every flag with its preset default, the tenant's override and the value in effect. */
export async function flagSettings(
  tx: Tx,
  _v: Viewer,
  { preset }: { preset: PresetName },
): Promise<FlagSettingsResponse> {
  const overrides = new Map((await queries.listOverrides(tx)).map((row) => [row.flag, row.enabled]));
  return {
    preset,
    flags: FLAG_KEYS.map((flag) => {
      const override = overrides.get(flag) ?? null;
      return { flag, presetDefault: PRESETS[preset][flag], override, effective: override ?? PRESETS[preset][flag] };
    }),
  };
}

export async function overrideFlag(tx: Tx, v: Viewer, input: FlagOverrideRequest): Promise<void> {
  const before = await queries.findOverride(tx, v.tenantCode, input.flag);
  await queries.upsertOverride(tx, v.tenantCode, input.flag, input.enabled);
  await audit(tx, v, 'flags.override', input.flag, before ?? null, { enabled: input.enabled });
}

/** Removes the override, so the preset's value applies again; 409 when there is none (any more). */
export async function resetFlag(tx: Tx, v: Viewer, { flag }: { flag: FlagKey }): Promise<void> {
  const removed = await queries.deleteOverride(tx, v.tenantCode, flag);
  if (!removed) throw conflict(undefined, undefined, 'FLAG_NOT_OVERRIDDEN');
  await audit(tx, v, 'flags.reset', flag, removed, null);
}

function audit(tx: Tx, v: Viewer, action: string, flag: FlagKey, before: unknown, after: unknown) {
  return recordAudit(tx, { ...auditActor(v), action, entity: 'tenant_flag', entityId: flag, before, after });
}
