import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db.ts';

/** The employee's approved leave overlapping the period, with the leave type's name. */
export const approvedLeaveIn = (tx: Tx, employeeId: string, startDate: string, endDate: string) =>
  queryRows<{ startDate: string; endDate: string; dayType: string; name: string }>(
    tx,
    sql`select r.start_date::text as "startDate", r.end_date::text as "endDate", r.day_type as "dayType", t.name
          from leave_requests r join leave_types t on t.id = r.leave_type_id
         where r.employee_id = ${employeeId} and r.status = 'approved' and r.start_date <= ${endDate} and r.end_date >= ${startDate}
         order by r.start_date`,
  );
