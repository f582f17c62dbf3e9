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
export {
  flagKeySchema,
  flagOverrideRequest,
  flagsResponse,
  presetNameSchema,
  type FlagOverrideRequest,
  type FlagsResponse,
} from './schemas.ts';
