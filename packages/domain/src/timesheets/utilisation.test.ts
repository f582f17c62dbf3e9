import { describe, expect, it } from 'vitest';
import { workCalendar } from '../policies/index.ts';
import {
  availabilityDays,
  bookedCategory,
  hoursInPeriod,
  periodCalendar,
  personAvailability,
  ragStatus,
  utilisationPercent,
  type PersonCalendarFacts,
} from './utilisation.ts';

// March 2026: the 1st is a Sunday; Monday to Friday make 22 working days (2–6, 9–13, 16–20, 23–27, 30–31).
const FROM = '2026-03-01';
const TO = '2026-03-31';
const standard = periodCalendar(workCalendar(null, null, []), FROM, TO);
const person = (facts: Partial<PersonCalendarFacts> = {}): PersonCalendarFacts => ({
  joined: '2020-01-01',
  lastDay: null,
  hoursPerDay: 8,
  leave: [],
  takenOptional: [],
  ...facts,
});

describe('available hours (worked examples)', () => {
  it('a full month of a Monday-to-Friday week at 8 hours is 22 days, 176 hours', () => {
    expect(personAvailability(standard, person())).toMatchObject({ workingDays: 22, availableHours: 176 });
  });

  it('a person joining on Monday the 16th counts from that day: 12 days, 96 hours', () => {
    expect(personAvailability(standard, person({ joined: '2026-03-16' }))).toMatchObject({
      workingDays: 12,
      availableHours: 96,
    });
  });

  it('a person leaving on Friday the 13th counts up to that day: 10 days', () => {
    expect(personAvailability(standard, person({ lastDay: '2026-03-13' })).workingDays).toBe(10);
  });

  it('a half day of leave takes half a day out: 172 hours, 4 hours of leave', () => {
    const facts = person({ leave: [{ startDate: '2026-03-10', endDate: '2026-03-10', dayType: 'Half Day' }] });
    expect(personAvailability(standard, facts)).toMatchObject({ leaveDays: 0.5, leaveHours: 4, availableHours: 172 });
  });

  it('leave over a weekend and a holiday takes out only the working days', () => {
    const withHoliday = periodCalendar(
      workCalendar(null, null, [{ date: '2026-03-20', name: 'Hari Raya Puasa', isOptional: false }]),
      FROM,
      TO,
    );
    // Thursday 19th to Monday 23rd: Thu and Mon are leave, Fri a holiday, Sat and Sun week-offs.
    const facts = person({ leave: [{ startDate: '2026-03-19', endDate: '2026-03-23', dayType: 'Full Day' }] });
    expect(personAvailability(withHoliday, facts)).toMatchObject({
      workingDays: 21,
      holidayDays: 1,
      leaveDays: 2,
      availableHours: 152,
    });
  });

  it('a Singapore calendar takes its own holidays out; a holiday on a Saturday takes nothing', () => {
    const singapore = periodCalendar(
      workCalendar(null, null, [
        { date: '2026-03-20', name: 'Hari Raya Puasa', isOptional: false },
        { date: '2026-03-21', name: 'Saturday holiday', isOptional: false },
      ]),
      FROM,
      TO,
    );
    const india = periodCalendar(
      workCalendar(null, null, [{ date: '2026-03-04', name: 'Holi', isOptional: false }]),
      FROM,
      TO,
    );
    expect(personAvailability(singapore, person())).toMatchObject({ workingDays: 21, holidayDays: 1, holidayHours: 8 });
    expect(personAvailability(india, person()).workingDays).toBe(21);
    const days = availabilityDays(singapore, person());
    expect(days.find((d) => d.date === '2026-03-20')).toMatchObject({
      kind: 'holiday',
      holidayName: 'Hari Raya Puasa',
    });
    expect(days.find((d) => d.date === '2026-03-21')).toMatchObject({ kind: 'weekOff', availableHours: 0 });
  });

  it('an optional holiday is a working day unless the person took it', () => {
    const optional = periodCalendar(
      workCalendar(null, null, [{ date: '2026-03-04', name: 'Holi', isOptional: true }]),
      FROM,
      TO,
    );
    expect(personAvailability(optional, person()).workingDays).toBe(22);
    expect(personAvailability(optional, person({ takenOptional: ['2026-03-04'] }))).toMatchObject({
      workingDays: 21,
      holidayDays: 1,
    });
  });

  it('a part-time week of Monday to Wednesday counts 14 days in March: 112 hours at 8, 56 at 4', () => {
    const partTime = periodCalendar(workCalendar({ workingDays: ['MON', 'TUE', 'WED'] }, null, []), FROM, TO);
    expect(personAvailability(partTime, person()).availableHours).toBe(112);
    expect(personAvailability(partTime, person({ hoursPerDay: 4 })).availableHours).toBe(56);
  });

  it('alternate Saturdays worked follow the week-off rules', () => {
    const sixDays = periodCalendar(
      workCalendar(
        { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
        { rules: [{ day: 'SAT', weeks: [2, 4] }] },
        [],
      ),
      FROM,
      TO,
    );
    // Saturdays 7, 14, 21, 28: the 14th and 28th (weeks 2 and 4) are off.
    expect(personAvailability(sixDays, person()).workingDays).toBe(24);
  });

  it('the drill-down days add up to the person’s figure', () => {
    const facts = person({
      joined: '2026-03-05',
      leave: [{ startDate: '2026-03-10', endDate: '2026-03-10', dayType: 'Half Day' }],
    });
    const days = availabilityDays(standard, facts);
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: FROM, kind: 'notEmployed' });
    expect(days.reduce((s, d) => s + d.availableHours, 0)).toBe(personAvailability(standard, facts).availableHours);
  });

  it('nobody who joined after the period has hours', () => {
    expect(personAvailability(standard, person({ joined: '2026-04-01' })).availableHours).toBe(0);
  });
});

describe('booked hours and utilisation', () => {
  it('a week crossing the period end counts its days inside the period only', () => {
    expect(hoursInPeriod('2026-03-30', [8, 8, 8, 8, 8, 0, 0], FROM, TO)).toBe(16);
    expect(hoursInPeriod('2026-02-23', [8, 8, 8, 8, 8, 0, 3], FROM, TO)).toBe(3);
  });

  it('a line is internal on a non-billable project, else billable by its task', () => {
    expect(bookedCategory('Non-Billable', true)).toBe('internal');
    expect(bookedCategory('Time and Material', true)).toBe('billable');
    expect(bookedCategory('Fixed Bid', false)).toBe('nonBillable');
  });

  it('a group’s utilisation is its sums, not the average of its people’s percentages', () => {
    // 80 of 160 (50%) and 0 of 40 (0%): 80 of 200 is 40%, where the average would say 25%.
    expect(utilisationPercent(80 + 0, 160 + 40)).toBe(40);
    expect(utilisationPercent(10, 0)).toBeNull();
    expect(utilisationPercent(1, 3)).toBe(33.33);
  });

  it('red, amber and green against a target of 75', () => {
    expect(ragStatus(80, 75)).toBe('Green');
    expect(ragStatus(75, 75)).toBe('Green');
    expect(ragStatus(65, 75)).toBe('Amber');
    expect(ragStatus(64.99, 75)).toBe('Red');
    expect(ragStatus(null, 75)).toBeNull();
  });
});
