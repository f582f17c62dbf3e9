import type { FastifyRequest } from 'fastify';
import { FLAG_KEYS, PRESETS, type FlagKey, type FlagOverrideRequest, type FlagSettingsResponse } from '@tenure/domain/flags';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { presetOf } from '../../platform/flags.ts';
import * as queries from './flag-queries.ts';

/** Every flag with its preset default, the tenant's override and the value in effect. */
export async function flagSettings(tx: Tx, request: FastifyRequest): Promise<FlagSettingsResponse> {
  const preset = presetOf(request.tenant!);
  const overrides = new Map((await queries.listOverrides(tx)).map((row) => [row.flag, row.enabled]));
  return {
    preset,
    flags: FLAG_KEYS.map((flag) => {
      const override = overrides.get(flag) ?? null;
      return { flag, presetDefault: PRESETS[preset][flag], override, effective: override ?? PRESETS[preset][flag] };
    }),
  };
}

export async function overrideFlag(tx: Tx, request: FastifyRequest, body: FlagOverrideRequest): Promise<void> {
  const tenantCode = request.tenant!.code;
  const before = await queries.findOverride(tx, tenantCode, body.flag);
  await queries.upsertOverride(tx, tenantCode, body.flag, body.enabled);
  await audit(tx, request, 'flags.override', body.flag, before ?? null, { enabled: body.enabled });
}

/** Removes the override, so the preset's value applies again; 409 when there is none (any more). */
export async function resetFlag(tx: Tx, request: FastifyRequest, flag: FlagKey): Promise<void> {
  const removed = await queries.deleteOverride(tx, request.tenant!.code, flag);
  if (!removed) throw conflict(undefined, undefined, 'FLAG_NOT_OVERRIDDEN');
  await audit(tx, request, 'flags.reset', flag, removed, null);
}

function audit(tx: Tx, request: FastifyRequest, action: string, flag: FlagKey, before: unknown, after: unknown) {
  return recordAudit(tx, {
    tenantCode: request.tenant!.code,
    actorUserId: request.auth!.userId,
    action,
    entity: 'tenant_flag',
    entityId: flag,
    before,
    after,
    requestId: request.id,
  });
}
