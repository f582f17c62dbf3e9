import { z } from 'zod';
import { FLAG_KEYS } from './keys.ts';
import { PRESET_NAMES } from './presets.ts';

export const flagKeySchema = z.enum(FLAG_KEYS);
export const presetNameSchema = z.enum(PRESET_NAMES);

/** GET flags: the tenant's preset and every flag resolved (an enum-keyed record requires all keys). */
export const flagsResponse = z.object({
  preset: presetNameSchema,
  flags: z.record(flagKeySchema, z.boolean()),
});
export type FlagsResponse = z.infer<typeof flagsResponse>;

/** A super admin turns one flag on or off for the current tenant. */
export const flagOverrideRequest = z.object({ flag: flagKeySchema, enabled: z.boolean() });
export type FlagOverrideRequest = z.infer<typeof flagOverrideRequest>;

/** One flag on the flag page: the preset's value, the tenant's override (null: none) and the result. */
export const flagSettingView = z.object({
  flag: flagKeySchema,
  presetDefault: z.boolean(),
  override: z.boolean().nullable(),
  effective: z.boolean(),
});
export type FlagSettingView = z.infer<typeof flagSettingView>;

/** GET flags/settings: every flag, in FLAG_KEYS order. */
export const flagSettingsResponse = z.object({ preset: presetNameSchema, flags: z.array(flagSettingView) });
export type FlagSettingsResponse = z.infer<typeof flagSettingsResponse>;

export const flagParam = z.object({ flag: flagKeySchema });
