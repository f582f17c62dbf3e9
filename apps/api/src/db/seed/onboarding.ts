import { and, eq, inArray } from 'drizzle-orm';
import { CONTRACTOR_EMPLOYMENT_TYPES } from '@tenure/domain/access';
import { draftTitle, type DraftType, type OnboardingStep } from '@tenure/domain/onboarding';
import { addDays } from '@tenure/domain/policies';
import {
  consultantContracts,
  departments,
  employees,
  locations,
  masterValues,
  onboardingDrafts,
  users,
} from '../schema/index.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';

/** Contracts for the tenant's contractors and a few onboarding drafts HR left half-done. */
export async function seedOnboarding(tx: Tx, tenantId: string): Promise<void> {
  const vendorTypes = new Map(
    (
      await tx
        .select({ id: masterValues.id, name: masterValues.name })
        .from(masterValues)
        .where(eq(masterValues.masterType, 'VendorType'))
    ).map((v) => [v.name, v.id]),
  );
  const contractors = await tx
    .select({ id: employees.id, joined: employees.dateOfJoining })
    .from(employees)
    .where(inArray(employees.employmentType, [...CONTRACTOR_EMPLOYMENT_TYPES]));
  const vendors = [
    {
      vendorName: 'Nearshore Talent Partners S.A.',
      vendorTypeId: vendorTypes.get('Staffing Agency') ?? null,
      billingRate: 48,
      currencyId: 'USD',
    },
    {
      vendorName: 'Brightline Consulting LLC',
      vendorTypeId: vendorTypes.get('Consulting Firm') ?? null,
      billingRate: 95,
      currencyId: 'USD',
    },
  ];
  if (contractors.length > 0) {
    await tx.insert(consultantContracts).values(
      // Contracts run a year from joining, renewed each year; the current one ends within the next months.
      contractors.map((c, i) => ({
        tenantId,
        employeeId: c.id,
        ...vendors[i % vendors.length]!,
        startDate: addDays(utcToday(), -300 + i * 7),
        endDate: addDays(utcToday(), 65 + i * 7),
      })),
    );
  }

  const ids = async (table: typeof departments | typeof locations, name: string) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]?.id;
  const [hr] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'hrexec01')));
  const engineering = await ids(departments, 'Engineering');
  const finance = await ids(departments, 'Finance');
  const bengaluru = await ids(locations, 'Bengaluru');
  const newYork = await ids(locations, 'New York');
  const sanJose = await ids(locations, 'San José');
  if (!hr || !engineering || !finance || !bengaluru || !newYork || !sanJose) return;
  const joining = addDays(utcToday(), 21);
  const drafts: { type: DraftType; step: OnboardingStep; data: Record<string, unknown> }[] = [
    {
      type: 'employee',
      step: 'job',
      data: {
        personal: {
          firstName: 'Kavya',
          lastName: 'Iyer',
          gender: 'Female',
          dateOfBirth: '1996-08-14',
          nationalId: '345678901234',
        },
        contact: { mobilePhone: '9845012345', personalEmail: 'kavya.iyer@gmail.com' },
        job: {
          legalEntityCode: 'IN-KA-01',
          departmentId: engineering,
          locationId: bengaluru,
          designation: 'Senior Software Engineer',
          employmentType: 'Full Time',
          dateOfJoining: joining,
        },
      },
    },
    {
      type: 'employee',
      step: 'contact',
      data: {
        personal: { firstName: 'Daniel', lastName: 'Brooks', gender: 'Male', dateOfBirth: '1991-02-03' },
        contact: { mobilePhone: '2125550187' },
        job: { legalEntityCode: 'US-NY-01', departmentId: finance, locationId: newYork },
      },
    },
    {
      type: 'consultant',
      step: 'review',
      data: {
        personal: { firstName: 'Lucía', lastName: 'Mora', gender: 'Female' },
        contact: { mobilePhone: '83123456' },
        job: {
          legalEntityCode: 'CR-SJ-01',
          departmentId: engineering,
          locationId: sanJose,
          designation: 'Software Engineer',
          employmentType: 'Contractor - C2C',
          dateOfJoining: joining,
          workEmail: 'lucia.mora@tenure-demo.com',
        },
        contract: { ...vendors[0], startDate: joining, endDate: addDays(joining, 182) },
      },
    },
  ];
  await tx.insert(onboardingDrafts).values(
    drafts.map((d) => ({
      tenantId,
      type: d.type,
      step: d.step,
      title: draftTitle(d.data),
      legalEntityCode: (d.data.job as { legalEntityCode: string }).legalEntityCode,
      data: d.data,
      createdBy: hr.id,
    })),
  );
}
