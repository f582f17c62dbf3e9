import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { settingsSummary, shiftFacts, weekOffSummary } from './settingsSummary.ts';

beforeAll(initI18n);
const t = i18next.t;

describe('week-off summary', () => {
  it('reads alternate Saturdays as "2nd and 4th Saturday", weeks in order', () => {
    expect(weekOffSummary([{ day: 'SAT', weeks: [4, 2] }], t, 'en')).toBe('2nd and 4th Saturday');
  });

  it('reads a rule over all five weeks as "Every …" and joins several rules', () => {
    expect(
      weekOffSummary(
        [
          { day: 'SUN', weeks: [1, 2, 3, 4, 5] },
          { day: 'SAT', weeks: [1, 3, 5] },
        ],
        t,
        'en',
      ),
    ).toBe('Every Sunday; 1st, 3rd, and 5th Saturday');
  });

  it('says the work week decides when a plan has no rules', () => {
    expect(settingsSummary('weekOff', { rules: [] }, t, 'en')).toBe('No extra days off: the work week decides.');
  });
});

describe('shift facts', () => {
  it('measures a night shift 22:00–06:00 as 8 hours that cross midnight', () => {
    expect(shiftFacts('22:00', '06:00', [])).toEqual({ length: 480, net: 480, crossesMidnight: true });
    expect(
      settingsSummary('shift', { startTime: '22:00', endTime: '06:00', graceMinutes: 0, breaks: [] }, t, 'en'),
    ).toBe('22:00–06:00 (8 h) · Crosses midnight');
  });

  it('takes breaks off the working time of a day shift', () => {
    const facts = shiftFacts('09:00', '17:30', [{ start: '13:00', end: '13:45' }]);
    expect(facts).toEqual({ length: 510, net: 465, crossesMidnight: false });
    expect(
      settingsSummary(
        'shift',
        { startTime: '09:00', endTime: '17:30', breaks: [{ label: 'Lunch', start: '13:00', end: '13:45' }] },
        t,
        'en',
      ),
    ).toBe('09:00–17:30 (8 h 30 min)');
  });
});

describe('plan settings summary', () => {
  it('names the notice period and the working days in week order', () => {
    expect(settingsSummary('noticePeriod', { duration: 2, unit: 'Month' }, t, 'en')).toBe('2 Month');
    expect(settingsSummary('workWeek', { workingDays: ['FRI', 'MON', 'WED'] }, t, 'en')).toBe('Mon, Wed, Fri');
  });

  it('shows a dash for settings it cannot read rather than guessing', () => {
    expect(settingsSummary('probation', { duration: 'six' }, t, 'en')).toBe('—');
  });
});
