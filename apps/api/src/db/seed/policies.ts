import { installPolicies, STANDARD_PLANS, type PlanToInstall } from '../../modules/policies/index.ts';
import type { Tx } from '../../platform/db.ts';
import { HOLIDAYS_BY_COUNTRY } from './policies-data.ts';

const US_HOLIDAYS: PlanToInstall = {
  type: 'holiday',
  name: 'US Holidays',
  description: 'Federal holidays observed by the United States offices.',
  settings: { optionalHolidayLimit: 2 },
  holidays: HOLIDAYS_BY_COUNTRY.US,
  entities: ['US-NY-01'],
};

/** The demo tenant's plans: the standard defaults, a night-shift sub-policy and a calendar per country. */
const DEMO_PLANS: PlanToInstall[] = [
  STANDARD_PLANS.leave,
  STANDARD_PLANS.shift,
  {
    type: 'shift',
    name: 'Night Shift',
    description: 'Overnight support shift.',
    parent: 'General Shift',
    settings: {
      startTime: '22:00',
      endTime: '06:00',
      graceMinutes: 15,
      breaks: [{ label: 'Meal', start: '02:00', end: '02:30' }],
    },
  },
  STANDARD_PLANS.probation,
  STANDARD_PLANS.noticePeriod,
  STANDARD_PLANS.overtime,
  STANDARD_PLANS.timesheet,
  STANDARD_PLANS.workWeek,
  STANDARD_PLANS.weekOff,
  {
    type: 'weekOff',
    name: 'Alternate Saturdays',
    description: 'The second and fourth Saturday of the month are off.',
    settings: { rules: [{ day: 'SAT', weeks: [2, 4] }] },
  },
  {
    type: 'holiday',
    name: 'India Holidays 2026',
    description: 'Public holidays of the Bengaluru office, 2026 and 2027.',
    isDefault: true,
    settings: { optionalHolidayLimit: 2 },
    holidays: HOLIDAYS_BY_COUNTRY.IN,
  },
  US_HOLIDAYS,
  {
    type: 'holiday',
    name: 'Singapore Holidays',
    description: 'Gazetted public holidays of Singapore.',
    settings: { optionalHolidayLimit: 0 },
    holidays: HOLIDAYS_BY_COUNTRY.SG,
    entities: ['SG-01'],
  },
  {
    type: 'holiday',
    name: 'Costa Rica Holidays',
    description: 'Feriados de Costa Rica.',
    settings: { optionalHolidayLimit: 0 },
    holidays: HOLIDAYS_BY_COUNTRY.CR,
    entities: ['CR-SJ-01'],
  },
];

/** Other demo tenants stay small: a work week and their country's calendar, both default. */
const MINIMAL_PLANS: PlanToInstall[] = [STANDARD_PLANS.workWeek, { ...US_HOLIDAYS, isDefault: true, entities: [] }];

/** The policy types and plans of a demo tenant, after its legal entities exist. */
export async function seedPolicies(tx: Tx, tenantId: string): Promise<void> {
  await installPolicies(tx, tenantId, tenantId === 'demo' ? DEMO_PLANS : MINIMAL_PLANS);
}
