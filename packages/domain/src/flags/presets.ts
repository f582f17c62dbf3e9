import { FLAG_KEYS, type FlagKey } from './keys.ts';

export const PRESET_NAMES = ['production', 'staging', 'development', 'lite'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export type FlagSet = Record<FlagKey, boolean>;

export const DEFAULT_PRESET: PresetName = 'development';

/**
 * Everything on except estimatedHours, which SPEC §9 has off in all four presets, and its
 * project-level sibling plpEstimatedHours (issue 16: both off in every preset).
 */
const EVERYTHING = {
  ...(Object.fromEntries(FLAG_KEYS.map((key) => [key, true])) as FlagSet),
  estimatedHours: false,
  plpEstimatedHours: false,
};

// Production keeps history (an ended allocation is kept, not deleted) and encrypts bodies.
const PRODUCTION: FlagSet = { ...EVERYTHING, physicalDeleteResource: false };

// Development has no Oracle ERP to import from and keeps bodies readable in the network tab.
const DEVELOPMENT: FlagSet = { ...EVERYTHING, payloadEncryption: false, syncProjectsFromOracleERP: false };

export const PRESETS: Record<PresetName, FlagSet> = {
  production: PRODUCTION,
  // Staging mirrors production, with readable bodies for debugging.
  staging: { ...PRODUCTION, payloadEncryption: false },
  development: DEVELOPMENT,
  // The small-tenant preset of SPEC §1: performance setup and the chatbot off.
  lite: {
    ...DEVELOPMENT,
    performanceGoalsSettings: false,
    performanceSkillMatrix: false,
    performanceReviewSetup: false,
    performanceGoalLibrary: false,
    chatbot: false,
    newAIChatbot: false,
    streamingChatbot: false,
  },
};

export function isPresetName(value: string): value is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(value);
}

/** A tenant's flags: its preset, then its own overrides on top. */
export function resolveFlags(preset: PresetName, overrides: Partial<Record<FlagKey, boolean>> = {}): FlagSet {
  const flags = { ...PRESETS[preset] };
  for (const key of FLAG_KEYS) {
    const override = overrides[key];
    if (override !== undefined) flags[key] = override;
  }
  return flags;
}
