export { FLAG_DESCRIPTIONS, FLAG_KEYS, type FlagKey } from './keys.ts';
export {
  DEFAULT_PRESET,
  PRESETS,
  PRESET_NAMES,
  isPresetName,
  resolveFlags,
  type FlagSet,
  type PresetName,
} from './presets.ts';
export { FLAG_AREAS, FLAG_INFO, RISKY_FLAGS, type FlagArea } from './areas.ts';
export {
  flagKeySchema,
  flagParam,
  flagSettingView,
  flagSettingsResponse,
  flagOverrideRequest,
  flagsResponse,
  presetNameSchema,
  type FlagOverrideRequest,
  type FlagSettingView,
  type FlagSettingsResponse,
  type FlagsResponse,
} from './schemas.ts';
