import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OnboardingRowInput } from '@tenure/domain/onboarding';
import { today as zoneToday } from '../../platform/clock.ts';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import type { TestApp } from '../../../test/harness.ts';

/** Shared by the onboarding suites: calls under the module prefix and a valid person in India. */
export type Headers = Record<string, string>;
export const BASE = '/api/hrms/hris/employee';

export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({
      method,
      url: url.startsWith('/api/') ? url : `${BASE}${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
}

/** The day of the suites' joiners, who work in Bengaluru: a person's day is their location's (India), not the UTC day. */
export const today = () => zoneToday('Asia/Kolkata');
export const inDemo = <T>(t: TestApp, work: (tx: Tx) => Promise<T>) =>
  withTenant(t.database.db, { tenantCode: 'demo' }, work);

export async function idOf(t: TestApp, table: 'departments' | 'locations', name: string): Promise<string> {
  const [row] = await inDemo(t, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from ${sql.identifier(table)} where name = ${name}`),
  );
  return row!.id;
}

/** A person joining the Bengaluru entity, valid by the Indian rules; `n` keeps emails apart. */
export function indianJoiner(
  refs: { departmentId: string; locationId: string },
  n: number,
  overrides: Partial<OnboardingRowInput['job']> = {},
): OnboardingRowInput {
  return {
    personal: {
      firstName: 'Asha',
      lastName: `Verma${n}`,
      gender: 'Female',
      dateOfBirth: '1994-05-12',
      nationalId: '234567890123',
    },
    contact: {
      mobilePhone: '9876543210',
      currentAddress: { line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'India' },
    },
    job: {
      legalEntityCode: 'IN-KA-01',
      departmentId: refs.departmentId,
      locationId: refs.locationId,
      designation: 'Software Engineer',
      employmentType: 'Full Time',
      dateOfJoining: `${today().slice(0, 7)}-01`,
      workEmail: `asha.verma${n}@demo.tenure.test`,
      managerEmployeeNumber: 'EMP0003',
      ...overrides,
    },
  };
}
