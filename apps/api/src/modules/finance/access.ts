import { sql } from 'drizzle-orm';
import { feature, hasAccess } from '@tenure/domain/access';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';

export const MANAGE_PAY = feature('FINANCE', 'ManagePay');
export const MANAGE_ESOP = feature('FINANCE', 'ManageEsop');

export const managesPay = (v: Viewer) => hasAccess(v.permissions, MANAGE_PAY);
export const managesEsop = (v: Viewer) => hasAccess(v.permissions, MANAGE_ESOP);

export interface EmployeeRef {
  id: string;
  employeeNumber: string;
  displayName: string;
}

/** Employees by number, matched without regard to case (file names are typed by people). */
export function employeesByNumber(tx: Tx, numbers: readonly string[]): Promise<EmployeeRef[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return queryRows<EmployeeRef>(
    tx,
    sql`select id, employee_number as "employeeNumber", display_name as "displayName" from employees
         where upper(employee_number) = any(${`{${numbers.map((n) => `"${n.toUpperCase().replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
  );
}

/** A file as a download or inline preview: its name kept to safe characters. */
export const inlineDisposition = (fileName: string) => `inline; filename="${fileName.replace(/[^\w. -]/g, '_')}"`;
