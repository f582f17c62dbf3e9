import { describe, expect, it } from 'vitest';
import { auditDiff, dayBoundary } from './auditDiff.ts';

describe('auditDiff', () => {
  it('lists every field of either side, nested ones by path, and marks what changed', () => {
    const lines = auditDiff(
      { status: 'active', roles: ['EMPLOYEE'], address: { city: 'Pune', zip: '411001' }, note: null },
      { status: 'inactive', roles: ['EMPLOYEE'], address: { city: 'Mumbai', zip: '411001' }, sessionsEnded: 2 },
    );
    expect(lines).toEqual([
      { field: 'status', before: 'active', after: 'inactive', changed: true },
      { field: 'roles', before: '["EMPLOYEE"]', after: '["EMPLOYEE"]', changed: false },
      { field: 'address.city', before: 'Pune', after: 'Mumbai', changed: true },
      { field: 'address.zip', before: '411001', after: '411001', changed: false },
      { field: 'note', before: null, after: null, changed: false },
      { field: 'sessionsEnded', before: null, after: '2', changed: true },
    ]);
  });

  it('shows a creation (nothing before) and a plain value as one line', () => {
    expect(auditDiff(null, { name: '<b>Sick</b>' })).toEqual([
      { field: 'name', before: null, after: '<b>Sick</b>', changed: true },
    ]);
    expect(auditDiff(3, 4)).toEqual([{ field: '', before: '3', after: '4', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('dayBoundary', () => {
  it('starts and ends a day in the reader’s zone', () => {
    const start = new Date(dayBoundary('2026-03-01', 'start'));
    const end = new Date(dayBoundary('2026-03-01', 'end'));
    expect(end.getTime() - start.getTime()).toBe(24 * 3600_000 - 1);
    expect([start.getDate(), start.getHours(), end.getDate(), end.getHours()]).toEqual([1, 0, 1, 23]);
  });
});
