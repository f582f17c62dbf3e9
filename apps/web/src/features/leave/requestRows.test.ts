import { describe, expect, it } from 'vitest';
import type { CompOffView, LeaveRequestView } from '@tenure/domain/leave';
import { compOffRow, leaveRow, upcomingLeave } from './requestRows.ts';

const person = { employeeNumber: 'EMP0006', displayName: 'Emily Johnson' };
const leave = (
  id: string,
  startDate: string,
  endDate: string,
  status: LeaveRequestView['status'] = 'approved',
): LeaveRequestView => ({
  leaveApplicationId: id,
  employee: { ...person, departmentName: 'Product Engineering', profileImage: null },
  leaveTypeId: 't1',
  leaveTypeName: 'Casual Leave',
  startDate,
  endDate,
  dayType: 'Full Day',
  halfDaySession: null,
  days: 1,
  reason: 'Family',
  status,
  approver: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedAt: '2026-11-01T10:00:00Z',
  hasDocument: false,
});

describe('request rows', () => {
  it('shows a half day with its session and a full day without', () => {
    expect(
      leaveRow({
        ...leave('a', '2026-12-01', '2026-12-01'),
        dayType: 'Half Day',
        halfDaySession: 'Second Half',
        days: 0.5,
      }),
    ).toMatchObject({
      kind: 'leave',
      typeName: 'Casual Leave',
      days: 0.5,
      halfDaySession: 'Second Half',
    });
    expect(
      leaveRow({ ...leave('b', '2026-12-01', '2026-12-01'), halfDaySession: 'First Half' }).halfDaySession,
    ).toBeNull();
  });

  it('puts a comp-off request on the day worked, without a leave type', () => {
    const view: CompOffView = {
      compOffId: 'c1',
      employee: { ...person, departmentName: null },
      workedDate: '2026-11-14',
      days: 0.5,
      reason: 'Release weekend',
      status: 'pending',
      approver: null,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      expiresOn: null,
      appliedAt: '2026-11-16T09:00:00Z',
    };
    expect(compOffRow(view)).toMatchObject({
      id: 'c1',
      kind: 'compOff',
      typeName: null,
      startDate: '2026-11-14',
      endDate: '2026-11-14',
      days: 0.5,
    });
  });

  it('lists approved leave that has not ended, soonest first', () => {
    const rows = [
      leave('later', '2026-12-20', '2026-12-22'),
      leave('past', '2026-11-02', '2026-11-03'),
      leave('pending', '2026-11-25', '2026-11-25', 'pending'),
      leave('ongoing', '2026-11-20', '2026-11-23'),
    ].map(leaveRow);
    expect(upcomingLeave(rows, '2026-11-21').map((row) => row.id)).toEqual(['ongoing', 'later']);
  });
});
