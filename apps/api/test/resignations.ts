import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withTenant } from '../src/platform/db.ts';
import type { TestApp } from './harness.ts';

type Headers = Record<string, string>;

/**
 * Someone serving their notice (issue 31 item 10): HR submits `employeeNumber`'s resignation, the
 * manager accepts it and HR releases it with `lastWorkingDay`, which makes their status Resigned.
 */
export async function releaseResignation(
  t: TestApp,
  hr: Headers,
  manager: Headers,
  employeeNumber: string,
  lastWorkingDay: string,
) {
  const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url: `/api/hrms/hris/resignation${url}`, headers, payload });
  const submitted = await call('POST', '/admin-submit', hr, {
    employeeNumber,
    reason: 'Higher studies',
    proposedLastDay: lastWorkingDay,
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().id as string;
  expect((await call('PUT', `/${id}/accept`, manager, {})).statusCode).toBe(200);
  const released = await call('PUT', `/${id}/release`, hr, { lastWorkingDay, noticeTreatment: 'waiver' });
  expect(released.json(), released.body).toMatchObject({ status: 'Released', lastWorkingDay });
}

/** Moves `employeeNumber`'s released resignation to another last working day (a past one: they have left). */
export const moveLastWorkingDay = (t: TestApp, employeeNumber: string, lastWorkingDay: string) =>
  withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
    tx.execute(
      sql`update resignations set last_working_day = ${lastWorkingDay} where employee_id = (select id from employees where employee_number = ${employeeNumber}) and status = 'Released'`,
    ),
  );
