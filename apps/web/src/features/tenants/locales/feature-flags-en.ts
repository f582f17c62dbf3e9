import { FLAG_DESCRIPTIONS, FLAG_INFO, FLAG_KEYS, type FlagKey, type PresetName } from '@tenure/domain/flags';

/** The feature flag page (/feature-flags). Each flag's name and description come from @tenure/domain/flags. */
export const featureFlagsEn = {
  intro:
    'Every feature of this company with the value of its preset and your override. A change applies to everyone from their next page.',
  preset: 'Preset: {{preset}}',
  presets: {
    production: 'Production',
    staging: 'Staging',
    development: 'Development',
    lite: 'Lite',
  } satisfies Record<PresetName, string>,
  search: 'Search flags',
  searchPlaceholder: 'Name, description or key',
  filterLabel: 'Show flags',
  filters: { all: 'All', overridden: 'Overridden', on: 'On', off: 'Off' },
  areas: {
    people: 'People and reports',
    onboarding: 'Onboarding',
    timesheet: 'Timesheets and projects',
    performance: 'Performance',
    offboarding: 'Offboarding',
    finance: 'Finance',
    assistant: 'Assistant',
    platform: 'Platform',
  },
  /** By flag key: every flag has its name and description in every language (locales/completeness.test.ts). */
  flags: Object.fromEntries(
    FLAG_KEYS.map((key) => [key, { name: FLAG_INFO[key].name, description: FLAG_DESCRIPTIONS[key] }]),
  ) as Record<FlagKey, { name: string; description: string }>,
  columns: { flag: 'Flag', preset: 'Preset default', override: 'Override', effective: 'In effect', actions: 'Actions' },
  on: 'On',
  off: 'Off',
  noOverride: 'None',
  toggle: 'Switch {{name}}',
  reset: 'Reset to preset',
  resetNamed: 'Reset {{name}} to preset',
  resetDone: '{{name}} follows the preset again.',
  turnedOn: '{{name}} is on.',
  turnedOff: '{{name}} is off.',
  noMatch: 'No flag matches the search.',
  confirmTitle: 'Change this flag?',
  confirmOff: 'Turning {{name}} off changes what every user of this company sees from their next page.',
  confirmOn: 'Turning {{name}} on changes what every user of this company sees from their next page.',
  confirm: 'Change',
  cancel: 'Cancel',
};
