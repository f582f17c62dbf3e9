import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESET,
  FLAG_AREAS,
  FLAG_INFO,
  FLAG_DESCRIPTIONS,
  FLAG_KEYS,
  PRESETS,
  PRESET_NAMES,
  flagOverrideRequest,
  flagsResponse,
  isPresetName,
  resolveFlags,
} from './index.ts';

/** The flags SPEC §9 lists by name. */
const SPEC_FLAGS = [
  'dashboard',
  'employeeProfile',
  'employeeDirectory',
  'myFinance',
  'onboardingAppDashboard',
  'singleOnboarding',
  'bulkOnboarding',
  'drafts',
  'ageRestrictionPopups',
  'autoEmployeeNumberGeneration',
  'gradeAndLevelInOnboarding',
  'bulkUpdates',
  'reports',
  'estimatedHours',
  'plpEstimatedHours',
  'timesheet',
  'revenue',
  'autoApproval',
  'timesheetHistoryLog',
  'pendingTimeSheets',
  'impactOfMultipleAllocations',
  'restrictHistoricalTimeSheetEdit',
  'projectSetupHistoryLogs',
  'physicalDeleteResource',
  'syncProjectsFromOracleERP',
  'performanceDashboard',
  'performanceGoalsSettings',
  'performanceSkillMatrix',
  'performanceSelfReview',
  'performanceTeamGoalsApproval',
  'performanceReviewSetup',
  'performanceGoalLibrary',
  'offboarding',
  'offboardingExitSurvey',
  'vendorDashboard',
  'employeeLifecycleJourney',
  'chatbot',
  'newAIChatbot',
  'streamingChatbot',
  'esop',
  'payrollSimulation',
  'employeeSurvey',
  'payloadEncryption',
];

describe('feature flags', () => {
  it('include every flag of SPEC §9, each with a description', () => {
    expect(FLAG_KEYS).toEqual(expect.arrayContaining(SPEC_FLAGS));
    expect(Object.keys(FLAG_DESCRIPTIONS).sort()).toEqual([...FLAG_KEYS].sort());
    expect(new Set(FLAG_KEYS).size).toBe(FLAG_KEYS.length);
  });

  it('give every flag a readable name and one of the page areas', () => {
    expect(Object.keys(FLAG_INFO).sort()).toEqual([...FLAG_KEYS].sort());
    for (const info of Object.values(FLAG_INFO)) {
      expect(info.name).not.toBe('');
      expect(FLAG_AREAS).toContain(info.area);
    }
  });

  it.each(PRESET_NAMES)('preset %s defines every flag and no other', (preset) => {
    expect(Object.keys(PRESETS[preset]).sort()).toEqual([...FLAG_KEYS].sort());
    expect(Object.values(PRESETS[preset]).every((value) => typeof value === 'boolean')).toBe(true);
  });

  it('has estimatedHours and plpEstimatedHours off in all four presets', () => {
    expect(PRESET_NAMES.map((preset) => PRESETS[preset].estimatedHours)).toEqual([false, false, false, false]);
    expect(PRESET_NAMES.map((preset) => PRESETS[preset].plpEstimatedHours)).toEqual([false, false, false, false]);
  });

  it('has performance setup and the chatbot off in lite only', () => {
    const offInLite = [
      'performanceReviewSetup',
      'performanceGoalsSettings',
      'performanceGoalLibrary',
      'performanceSkillMatrix',
      'chatbot',
      'newAIChatbot',
      'streamingChatbot',
    ] as const;
    for (const flag of offInLite) {
      expect(PRESETS.lite[flag]).toBe(false);
      expect(PRESETS.development[flag]).toBe(true);
      expect(PRESETS.production[flag]).toBe(true);
    }
    expect(PRESETS.lite.performanceSelfReview).toBe(true);
  });

  it('encrypts payloads in production only', () => {
    expect(PRESET_NAMES.filter((preset) => PRESETS[preset].payloadEncryption)).toEqual(['production']);
  });

  it('defaults to the development preset', () => {
    expect(DEFAULT_PRESET).toBe('development');
  });

  it('recognises preset names', () => {
    expect(isPresetName('lite')).toBe(true);
    expect(isPresetName('Lite')).toBe(false);
    expect(isPresetName('qa')).toBe(false);
  });
});

describe('resolveFlags', () => {
  it('returns the preset when there are no overrides', () => {
    expect(resolveFlags('lite')).toEqual(PRESETS.lite);
  });

  it('applies a tenant override in both directions without changing the preset', () => {
    const flags = resolveFlags('lite', { chatbot: true, dashboard: false });
    expect(flags.chatbot).toBe(true);
    expect(flags.dashboard).toBe(false);
    expect(flags.reports).toBe(PRESETS.lite.reports);
    expect(PRESETS.lite.chatbot).toBe(false);
    expect(PRESETS.lite.dashboard).toBe(true);
  });

  it('ignores an override left undefined', () => {
    expect(resolveFlags('production', { revenue: undefined }).revenue).toBe(true);
  });
});

describe('flag schemas', () => {
  it('accept a full flags response and refuse one missing a flag', () => {
    expect(flagsResponse.parse({ preset: 'staging', flags: PRESETS.staging })).toEqual({
      preset: 'staging',
      flags: PRESETS.staging,
    });
    const { chatbot: _omitted, ...missingChatbot } = PRESETS.staging;
    expect(flagsResponse.safeParse({ preset: 'staging', flags: missingChatbot }).success).toBe(false);
    expect(flagsResponse.safeParse({ preset: 'qa', flags: PRESETS.staging }).success).toBe(false);
  });

  it('accept an override of a known flag only', () => {
    expect(flagOverrideRequest.parse({ flag: 'esop', enabled: false })).toEqual({ flag: 'esop', enabled: false });
    expect(flagOverrideRequest.safeParse({ flag: 'esops', enabled: false }).success).toBe(false);
    expect(flagOverrideRequest.safeParse({ flag: 'esop', enabled: 'false' }).success).toBe(false);
  });
});
