import { z } from 'zod';
import type { AccessKey } from './access-key.ts';
import { CATALOGUE } from './catalogue.ts';
import { MODULES, type ModuleKey } from './modules.ts';

export interface ModulePermissions {
  sectionAccess: Record<string, boolean>;
  featureAccess: Record<string, boolean>;
}

/** The shape `/api/auth/user-entity-permissions` returns and a role stores (SPEC §3 "Permissions per module"). */
export type PermissionMap = Partial<Record<ModuleKey, ModulePermissions>>;

function knownKeys(keys: readonly string[]) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])));
}

/** Validates a role edit: unknown modules, sections or features are refused, not silently dropped. */
export const permissionMapSchema: z.ZodType<PermissionMap> = z.strictObject(
  Object.fromEntries(
    MODULES.map((module) => [
      module,
      z
        .strictObject({
          sectionAccess: knownKeys(CATALOGUE[module].sections),
          featureAccess: knownKeys(CATALOGUE[module].features),
        })
        .optional(),
    ]),
  ),
);

export function hasAccess(map: PermissionMap, key: AccessKey): boolean {
  const granted = map[key.module];
  if (!granted) return false;
  return 'section' in key ? granted.sectionAccess[key.section] === true : granted.featureAccess[key.feature] === true;
}

/** A permission map granting exactly the given keys; how seeded roles and tests build grants. */
export function permissionMapOf(keys: readonly AccessKey[]): PermissionMap {
  const map: PermissionMap = {};
  for (const key of keys) {
    const granted = (map[key.module] ??= { sectionAccess: {}, featureAccess: {} });
    if ('section' in key) granted.sectionAccess[key.section] = true;
    else granted.featureAccess[key.feature] = true;
  }
  return map;
}

/**
 * The effective map of a user with several roles in one legal entity: a key is granted when any
 * role grants it. A key some role sets to false stays in the result as false, so the admin screen
 * still lists it.
 */
export function mergePermissionMaps(maps: readonly PermissionMap[]): PermissionMap {
  const merged: PermissionMap = {};
  for (const map of maps) {
    for (const module of MODULES) {
      const granted = map[module];
      if (!granted) continue;
      const target = (merged[module] ??= { sectionAccess: {}, featureAccess: {} });
      mergeInto(target.sectionAccess, granted.sectionAccess);
      mergeInto(target.featureAccess, granted.featureAccess);
    }
  }
  return merged;
}

function mergeInto(target: Record<string, boolean>, source: Record<string, boolean>): void {
  for (const [key, value] of Object.entries(source)) target[key] = target[key] === true || value;
}

/** True when nothing is granted; the sidebar then shows 'No Menus Found!!' (SPEC §8). */
export function isEmptyPermissionMap(map: PermissionMap): boolean {
  return !Object.values(map).some(
    (granted) =>
      Object.values(granted.sectionAccess).some(Boolean) || Object.values(granted.featureAccess).some(Boolean),
  );
}

/**
 * The keys `granted` gives that `held` does not, as `MODULE.sectionAccess.Key` strings: nobody may
 * hand out (to a role or to a user) a key they do not hold themselves.
 */
export function keysNotHeld(held: PermissionMap, granted: PermissionMap): string[] {
  const missing: string[] = [];
  for (const module of MODULES) {
    const given = granted[module];
    if (!given) continue;
    for (const kind of ['sectionAccess', 'featureAccess'] as const) {
      for (const [key, on] of Object.entries(given[kind])) {
        if (on && held[module]?.[kind][key] !== true) missing.push(`${module}.${kind}.${key}`);
      }
    }
  }
  return missing;
}
