import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference } from './columns.ts';
import { employees } from './employees.ts';

/**
 * Web clock-in/clock-out sessions. Times are UTC; `timeZone` is the employee's location zone at
 * clock-in and `workDate` the local day of the clock-in, so a night shift belongs to the day it began.
 */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    workDate: date('work_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One open session per employee, even when two clock-ins race.
    primaryKey({ name: 'attendance_sessions_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('attendance_sessions_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('attendance_sessions_one_open')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.clockOutAt} is null`),
    index('attendance_sessions_day').on(t.tenantId, t.employeeId, t.workDate),
    tenantIsolation('attendance_sessions'),
  ],
);
